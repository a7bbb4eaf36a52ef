// Issue 29, point 5: the private-link Edge Function keeps its own copies of the site's rules (it
// is deployed alone and cannot import src/). Each copy is checked against its source here, as
// tests/supabase/slug-rule.test.ts checks the database's slug rule against src/lib/slug.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  PRIVATE_THUMBNAIL_BUCKET as APP_PRIVATE_THUMBNAILS,
  PRIVATE_VIDEO_BUCKET as APP_PRIVATE_VIDEOS,
  THUMBNAIL_BUCKET,
  VIDEO_BUCKET,
} from '../../../src/backend/supabase/storage.ts';
import { LINK_PASSWORD_MAX, LINK_TOKEN } from '../../../src/lib/private-link.ts';
import {
  PASSWORD_MAX,
  PRIVATE_THUMBNAIL_BUCKET,
  PRIVATE_VIDEO_BUCKET,
  PUBLIC_THUMBNAIL_BUCKET,
  PUBLIC_VIDEO_BUCKET,
  TOKEN,
} from './handler.ts';

const MIGRATIONS = join(import.meta.dirname, '..', '..', 'migrations');

describe('the private-link function’s copies of the site’s rules', () => {
  it('reads a link’s token as src/lib/private-link.ts does', () => {
    expect(TOKEN.source).toBe(LINK_TOKEN.source);
    expect(TOKEN.flags).toBe(LINK_TOKEN.flags);
  });

  it('cuts a password where the links’ schema stops accepting one', () => {
    expect(PASSWORD_MAX).toBe(LINK_PASSWORD_MAX);
  });

  it('names the buckets the admin adapter writes, each created by a migration', () => {
    expect({
      PUBLIC_VIDEO_BUCKET,
      PRIVATE_VIDEO_BUCKET,
      PUBLIC_THUMBNAIL_BUCKET,
      PRIVATE_THUMBNAIL_BUCKET,
    }).toEqual({
      PUBLIC_VIDEO_BUCKET: VIDEO_BUCKET,
      PRIVATE_VIDEO_BUCKET: APP_PRIVATE_VIDEOS,
      PUBLIC_THUMBNAIL_BUCKET: THUMBNAIL_BUCKET,
      PRIVATE_THUMBNAIL_BUCKET: APP_PRIVATE_THUMBNAILS,
    });
    const sql = readdirSync(MIGRATIONS)
      .filter((name) => name.endsWith('.sql'))
      .map((name) => readFileSync(join(MIGRATIONS, name), 'utf8'))
      .join('\n');
    const created = new Set(
      [...sql.matchAll(/insert into storage\.buckets[^;]*?;/gis)].flatMap((m) =>
        [...m[0].matchAll(/\(\s*'([a-z-]+)',\s*'\1'/g)].map((b) => b[1]),
      ),
    );
    for (const bucket of [
      PUBLIC_VIDEO_BUCKET,
      PRIVATE_VIDEO_BUCKET,
      PUBLIC_THUMBNAIL_BUCKET,
      PRIVATE_THUMBNAIL_BUCKET,
    ]) {
      expect(created).toContain(bucket);
    }
  });
});
