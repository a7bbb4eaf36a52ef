import { Hono, type MiddlewareHandler } from 'hono';
import {
  type LinkInput,
  linkDisabledSchema,
  linkInputSchema,
  type PrivateLink,
} from '../../src/lib/private-link.ts';
import { hashPassword } from '../auth/password.ts';
import { apiError } from '../http/api-error.ts';
import { parseJsonBody } from '../http/json-body.ts';
import { limitBody } from '../http/streamed-limit.ts';
import { BUSY, type Gate } from '../limits/hash-gate.ts';
import { type LinkFields, type LinkStore, UnknownVideoError } from '../store/links.ts';

const ID = /^[A-Za-z0-9-]{1,64}$/;
const JSON_LIMIT = 64 * 1024;

/** The stored fields, or BUSY when the hash gate's queue is full (nothing is written then). */
async function fieldsOf(input: LinkInput, gate: Gate): Promise<LinkFields | typeof BUSY> {
  const fields: LinkFields = {
    name: input.name,
    message: input.message || null,
    video_ids: input.video_ids,
    expires_on: input.expires_on ?? null,
  };
  if (input.password === null) fields.password_hash = null;
  else if (input.password !== undefined) {
    const { password } = input;
    const hash = await gate.run(() => hashPassword(password));
    if (hash === BUSY) return BUSY;
    fields.password_hash = hash;
  }
  return fields;
}

/**
 * GET and POST /api/admin/links, PUT, PATCH (disable) and DELETE /api/admin/links/:id, admin
 * only. A link names films by id, hidden ones included: that is what links are for.
 */
export function linkAdminRoutes(
  links: LinkStore,
  guard: MiddlewareHandler,
  gate: Gate,
  visits?: () => Map<string, { views: number; last_visit_at: string | null }>,
): Hono {
  const app = new Hono();
  // Vues and Dernière visite come from the audience counts (server/routes/statistics.ts) when
  // the server keeps them, so the links page and the statistics page show the same figures.
  const counted = (link: PrivateLink, all = visits?.()): PrivateLink => {
    if (!all) return link;
    const found = all.get(link.id);
    return { ...link, views: found?.views ?? 0, last_visit_at: found?.last_visit_at ?? null };
  };
  type C = Parameters<MiddlewareHandler>[0];
  const unknownVideo = (c: C) =>
    apiError(c, 'validation', { fields: { video_ids: 'video_unknown' } });
  const busy = (c: C) => {
    c.header('Retry-After', '1');
    return apiError(c, 'too_many_requests');
  };

  app.use('/admin/links', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });
  app.use('/admin/links/*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });

  app.get('/admin/links', guard, (c) => {
    const all = visits?.();
    return c.json(links.list().map((link) => counted(link, all)));
  });

  app.post('/admin/links', guard, limitBody(JSON_LIMIT), async (c) => {
    const parsed = await parseJsonBody(c, linkInputSchema);
    if (!parsed.ok) return parsed.response;
    const fields = await fieldsOf(parsed.value, gate);
    if (fields === BUSY) return busy(c);
    try {
      return c.json(counted(links.create(fields)), 201);
    } catch (error) {
      if (error instanceof UnknownVideoError) return unknownVideo(c);
      throw error;
    }
  });

  app.put('/admin/links/:id', guard, limitBody(JSON_LIMIT), async (c) => {
    const id = c.req.param('id');
    if (!ID.test(id)) return apiError(c, 'not_found');
    const parsed = await parseJsonBody(c, linkInputSchema);
    if (!parsed.ok) return parsed.response;
    const fields = await fieldsOf(parsed.value, gate);
    if (fields === BUSY) return busy(c);
    try {
      const link = links.update(id, fields);
      return link ? c.json(counted(link)) : apiError(c, 'not_found');
    } catch (error) {
      if (error instanceof UnknownVideoError) return unknownVideo(c);
      throw error;
    }
  });

  app.patch('/admin/links/:id', guard, limitBody(JSON_LIMIT), async (c) => {
    const id = c.req.param('id');
    if (!ID.test(id)) return apiError(c, 'not_found');
    const parsed = await parseJsonBody(c, linkDisabledSchema);
    if (!parsed.ok) return parsed.response;
    const link = links.setDisabled(id, parsed.value.disabled);
    return link ? c.json(counted(link)) : apiError(c, 'not_found');
  });

  app.delete('/admin/links/:id', guard, (c) => {
    const id = c.req.param('id');
    if (!ID.test(id) || !links.delete(id)) return apiError(c, 'not_found');
    return c.body(null, 204);
  });

  return app;
}
