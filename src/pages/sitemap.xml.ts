// Written at build time from the stored content, like the pages it lists.
import type { APIRoute } from 'astro';
import { loadBuildSettings, loadBuildVideos } from '../backend/build-content.ts';
import { sitemapEntries, sitemapXml } from '../lib/sitemap.ts';

export const GET: APIRoute = async () => {
  const [videos, site] = await Promise.all([loadBuildVideos(), loadBuildSettings()]);
  const xml = sitemapXml(sitemapEntries(videos ?? [], site.updated_at), site.site_url);
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
