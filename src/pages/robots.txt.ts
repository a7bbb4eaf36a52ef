// Written at build time: the sitemap's address comes from the stored site address.
import type { APIRoute } from 'astro';
import { loadBuildSettings } from '../backend/build-content.ts';
import { robotsTxt } from '../lib/sitemap.ts';

export const GET: APIRoute = async () => {
  const site = await loadBuildSettings();
  return new Response(robotsTxt(site.site_url), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};
