import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import { FILE_NAME_HEADER } from '../../src/lib/api.ts';
import { settingsFileExtension } from '../../src/lib/file-magic.ts';
import { MAX_CV_BYTES, MAX_PHOTO_BYTES, mediaNameOf } from '../../src/lib/media.ts';
import { siteSettingsSchema } from '../../src/lib/site-settings.ts';
import { apiError } from '../http/api-error.ts';
import { parseJsonBody } from '../http/json-body.ts';
import { limitBody } from '../http/streamed-limit.ts';
import { removeUnreferenced } from '../media/files.ts';
import type { Store } from '../store/open.ts';
import type { SettingsFileKind, SettingsStore } from '../store/settings.ts';

const JSON_LIMIT = 64 * 1024;

export interface SettingsRouteDeps {
  store: Store;
  guard: MiddlewareHandler;
  /** Called after each committed change (starts a rebuild). */
  onContentChange: () => void;
}

/** The display name: the header's, decoded and cut to something sane, else a default. */
function displayName(header: string | undefined, fallback: string): string {
  let name = '';
  try {
    name = decodeURIComponent(header ?? '');
  } catch {
    name = '';
  }
  // Printable characters only, and no path separators: the name is only ever shown.
  const clean = [...name]
    .filter((char) => char >= ' ' && char !== '\u007f' && char !== '/' && char !== '\\')
    .join('')
    .trim()
    .slice(0, 200);
  return clean || fallback;
}

/** GET /api/settings: what the public page shows (and the admin form starts from). */
export function publicSettingsRoutes(settings: SettingsStore): Hono {
  const app = new Hono();
  app.get('/settings', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(settings.get());
  });
  return app;
}

/**
 * PUT /api/settings (admin, one transaction), and the two files: PUT/DELETE
 * /api/settings/cv (a PDF by content, 10 MB) and /api/settings/photo (JPEG, PNG or WebP by
 * content, 5 MB). A new file gets a new name, so its address changes with it and no cache serves
 * the old one; the replaced file is removed only after the row points at the new one.
 */
export function settingsRoutes({ store, guard, onContentChange }: SettingsRouteDeps): Hono {
  const app = new Hono();
  const { settings, mediaDir } = store;

  app.put('/settings', guard, limitBody(JSON_LIMIT), async (c) => {
    const parsed = await parseJsonBody(c, siteSettingsSchema);
    if (!parsed.ok) return parsed.response;
    const saved = settings.save(parsed.value);
    onContentChange();
    return c.json(saved);
  });

  const fileRoutes = (kind: SettingsFileKind, maxBytes: number) => {
    app.put(`/settings/${kind}`, guard, limitBody(maxBytes), async (c) => {
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      if (bytes.length > maxBytes) return apiError(c, 'payload_too_large');
      const extension = settingsFileExtension(kind, bytes);
      if (!extension)
        return apiError(c, 'unsupported_media_type', { detail: `not a ${kind} file` });
      const storedName = `${randomUUID()}.${extension}`;
      await mkdir(mediaDir, { recursive: true });
      const path = join(mediaDir, storedName);
      await writeFile(path, bytes, { flag: 'wx' });
      let result: ReturnType<typeof settings.setFile>;
      try {
        result = settings.setFile(kind, {
          name: displayName(c.req.header(FILE_NAME_HEADER), `${kind}.${extension}`),
          storedName,
          size: bytes.length,
        });
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
      release(result.replaced?.url);
      onContentChange();
      return c.json(result.settings);
    });

    app.delete(`/settings/${kind}`, guard, (c) => {
      const { settings: after, replaced } = settings.setFile(kind, null);
      release(replaced?.url);
      if (replaced) onContentChange();
      return c.json(after);
    });
  };

  const release = (url: string | undefined) =>
    removeUnreferenced(mediaDir, [mediaNameOf(url)], (name) => store.isReferencedMedia(name));

  fileRoutes('cv', MAX_CV_BYTES);
  fileRoutes('photo', MAX_PHOTO_BYTES);
  return app;
}
