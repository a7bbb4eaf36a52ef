// An old film address answers 301 to the film's current page (docs/film-pages.md). The built
// site also holds a redirect page there, for static hosts; this server never serves it.
import { Hono } from 'hono';
import { filmPath } from '../../src/lib/film-page.ts';
import { SLUG_MAX, SLUG_PATTERN } from '../../src/lib/slug.ts';

export interface SlugRedirects {
  redirectFor(slug: string): string | null;
}

export function filmRedirectRoutes(videos: SlugRedirects): Hono {
  const app = new Hono();
  app.on(['GET', 'HEAD'], ['/films/:slug', '/films/:slug/'], async (c, next) => {
    const slug = c.req.param('slug');
    const to = slug.length <= SLUG_MAX && SLUG_PATTERN.test(slug) ? videos.redirectFor(slug) : null;
    if (!to) return next();
    c.header('Cache-Control', 'no-cache');
    return c.redirect(filmPath(to), 301);
  });
  return app;
}
