// Written at build time from the stored content, like the pages it lists.
import type { APIRoute } from 'astro';
import { loadBuildSettings, loadBuildVideos } from '../backend/build-content.ts';
import { bilingualEntries, sitemapEntries, sitemapXml } from '../lib/sitemap.ts';

export const GET: APIRoute = async () => {
  const [videos, site] = await Promise.all([loadBuildVideos(), loadBuildSettings()]);
  const list = videos ?? [];
  const entries = bilingualEntries(sitemapEntries(list, site.updated_at), list);
  const xml = sitemapXml(entries, site.site_url);
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
