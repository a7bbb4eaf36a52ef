// The few PostgREST and Storage calls the export makes, with the service-role key. Plain fetch:
// the same HTTP API supabase-js wraps, nothing more to install or to trust.
import { trimSlash } from '../../../src/backend/supabase/storage.ts';
import type { DailyCount } from '../../../src/lib/statistics/counts.ts';
import type { RemoteLink, RemoteLinkFilm, RemoteLinkState } from './links-plan.ts';
import type { RemoteObject, RemoteVideo } from './plan.ts';
import type { SettingsRow } from './settings-plan.ts';

export interface ProjectConfig {
  url: string;
  serviceRoleKey: string;
}

const TIMEOUT_MS = 120_000;
const PAGE = 1000;

export class ProjectError extends Error {
  constructor(what: string, status: number, body: string) {
    super(`${what} answered ${status}: ${body.slice(0, 300)}`);
    this.name = 'ProjectError';
  }
}

export function createProjectClient(config: ProjectConfig) {
  const base = trimSlash(config.url);
  const auth = { apikey: config.serviceRoleKey, authorization: `Bearer ${config.serviceRoleKey}` };

  async function call(what: string, path: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(`${base}${path}`, {
      ...init,
      headers: { ...auth, ...(init.headers as Record<string, string>) },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new ProjectError(what, response.status, await response.text());
    return response;
  }

  const json = { 'content-type': 'application/json' };

  /** A PostgREST read: its rows. */
  async function read<T>(what: string, path: string): Promise<T[]> {
    return (await (await call(what, path)).json()) as T[];
  }

  /** A PostgREST write of JSON that wants no rows back. */
  async function write(
    what: string,
    path: string,
    method: 'POST' | 'PATCH',
    body: unknown,
    prefer = 'return=minimal',
  ): Promise<void> {
    await call(what, path, {
      method,
      headers: { ...json, prefer },
      body: JSON.stringify(body),
    });
  }

  return {
    base,
    async videos(): Promise<RemoteVideo[]> {
      return read<RemoteVideo>(
        'reading videos',
        '/rest/v1/videos?select=*&order=order_position.asc',
      );
    },
    async insertVideos(rows: RemoteVideo[]): Promise<void> {
      if (rows.length === 0) return;
      // One request, one statement: all the rows or none.
      await write('inserting videos', '/rest/v1/videos', 'POST', rows);
    },
    async updateVideo(row: RemoteVideo): Promise<void> {
      const { id, ...fields } = row;
      await write(
        `updating video ${id}`,
        `/rest/v1/videos?id=eq.${encodeURIComponent(id)}`,
        'PATCH',
        fields,
      );
    },
    async links(): Promise<RemoteLinkState[]> {
      return read<RemoteLinkState>(
        'reading private links',
        '/rest/v1/private_links?select=id,name,message,expires_on,password_hash',
      );
    },
    async linkFilms(): Promise<RemoteLinkFilm[]> {
      return read<RemoteLinkFilm>(
        'reading private link films',
        '/rest/v1/private_link_videos?select=link_id,video_id,position',
      );
    },
    async insertLinks(rows: RemoteLink[]): Promise<void> {
      if (rows.length === 0) return;
      await write('inserting private links', '/rest/v1/private_links', 'POST', rows);
    },
    async updateLink(row: Pick<RemoteLink, 'id' | 'name' | 'message' | 'expires_on'>) {
      const { id, ...fields } = row;
      await write(
        `updating link ${id}`,
        `/rest/v1/private_links?id=eq.${encodeURIComponent(id)}`,
        'PATCH',
        {
          ...fields,
          updated_at: new Date().toISOString(),
        },
      );
    },
    /** A link's films, written again whole: the old list out, then the new one in order. */
    async replaceLinkFilms(linkId: string, rows: RemoteLinkFilm[]): Promise<void> {
      const filter = `link_id=eq.${encodeURIComponent(linkId)}`;
      await call(`clearing films of link ${linkId}`, `/rest/v1/private_link_videos?${filter}`, {
        method: 'DELETE',
        headers: { prefer: 'return=minimal' },
      });
      if (rows.length === 0) return;
      await write(`writing films of link ${linkId}`, '/rest/v1/private_link_videos', 'POST', rows);
    },
    /** The project's audience counts (statistics_daily), every row. */
    async statistics(): Promise<DailyCount[]> {
      const all: DailyCount[] = [];
      for (let offset = 0; ; offset += PAGE) {
        const rows = await read<DailyCount>(
          'reading audience counts',
          `/rest/v1/statistics_daily?select=*&order=day.asc,kind.asc,item.asc,link.asc&limit=${PAGE}&offset=${offset}`,
        );
        all.push(...rows);
        if (rows.length < PAGE) return all;
      }
    },
    /** Writes the rows, each replacing the project's row of the same day and item (one statement). */
    async upsertStatistics(rows: DailyCount[]): Promise<void> {
      if (rows.length === 0) return;
      await write(
        'writing audience counts',
        '/rest/v1/statistics_daily',
        'POST',
        rows,
        'resolution=merge-duplicates,return=minimal',
      );
    },
    /** The project's one settings row (made by its migration), or undefined before it exists. */
    async settings(): Promise<SettingsRow | undefined> {
      return (
        await read<SettingsRow>('reading site settings', '/rest/v1/site_settings?id=eq.1&select=*')
      )[0];
    },
    async updateSettings(row: SettingsRow): Promise<void> {
      await write('updating site settings', '/rest/v1/site_settings?id=eq.1', 'PATCH', {
        ...row,
        updated_at: new Date().toISOString(),
      });
    },
    async objects(bucket: string): Promise<RemoteObject[]> {
      const all: RemoteObject[] = [];
      for (let offset = 0; ; offset += PAGE) {
        const res = await call(`listing bucket ${bucket}`, `/storage/v1/object/list/${bucket}`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({
            prefix: '',
            limit: PAGE,
            offset,
            sortBy: { column: 'name', order: 'asc' },
          }),
        });
        const page = (await res.json()) as Array<{
          name: string;
          metadata?: { size?: number } | null;
        }>;
        for (const item of page) {
          all.push({ bucket, name: item.name, size: item.metadata?.size ?? null });
        }
        if (page.length < PAGE) return all;
      }
    },
    /** Removes objects by name (Storage's bulk delete); names already gone are no error. */
    async remove(bucket: string, names: string[]): Promise<void> {
      if (names.length === 0) return;
      await call(`removing from ${bucket}`, `/storage/v1/object/${bucket}`, {
        method: 'DELETE',
        headers: json,
        body: JSON.stringify({ prefixes: names }),
      });
    },
    async upload(
      bucket: string,
      name: string,
      body: Uint8Array,
      contentType: string,
    ): Promise<void> {
      await call(
        `uploading ${bucket}/${name}`,
        // Folders (cv/, photo/) stay slashes in the path, as Storage names objects.
        `/storage/v1/object/${bucket}/${name.split('/').map(encodeURIComponent).join('/')}`,
        {
          method: 'POST',
          headers: {
            'content-type': contentType,
            'cache-control': 'max-age=3600',
            'x-upsert': 'true',
          },
          // A copy typed on a plain ArrayBuffer, as fetch wants (the file is at most 50 MB).
          body: new Uint8Array(body),
        },
      );
    },
  };
}

export type ProjectClient = ReturnType<typeof createProjectClient>;
