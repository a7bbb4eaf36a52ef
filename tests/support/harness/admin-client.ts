import { API } from '../../../src/lib/api.ts';
import type { Video, VideoInput } from '../../../src/lib/video.ts';
import { ADMIN } from './credentials.ts';
import { waitFor } from './wait.ts';

export interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
}

/** An HTTP client for the local server that carries the admin session cookie once signed in. */
export class AdminClient {
  readonly base: string;
  cookie = '';

  constructor(base: string) {
    this.base = base;
  }

  /** Same-origin headers, as the browser sends them for the admin app's writes. */
  headers(extra: Record<string, string> = {}): Record<string, string> {
    return {
      origin: this.base,
      ...(this.cookie ? { cookie: this.cookie } : {}),
      ...extra,
    };
  }

  async signIn(email: string = ADMIN.email, password: string = ADMIN.password): Promise<void> {
    const res = await fetch(this.base + API.session, {
      method: 'POST',
      headers: { ...this.headers(), 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (res.status !== 204 && res.status !== 200) {
      throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
    }
    const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (cookies.length === 0) throw new Error('sign-in set no cookie');
    this.cookie = cookies.join('; ');
  }

  async raw(
    method: string,
    path: string,
    body?: string,
    type = 'application/json',
  ): Promise<RawResponse> {
    const res = await fetch(this.base + path, {
      method,
      headers: this.headers(body === undefined ? {} : { 'content-type': type }),
      ...(body === undefined ? {} : { body }),
      redirect: 'manual',
    });
    return { status: res.status, headers: res.headers, text: await res.text() };
  }

  async json<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await this.raw(method, path, body === undefined ? undefined : JSON.stringify(body));
    if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${res.text}`);
    return (res.text ? JSON.parse(res.text) : undefined) as T;
  }

  list(): Promise<Video[]> {
    return this.json<Video[]>('GET', API.videos);
  }

  create(input: VideoInput): Promise<Video> {
    return this.json<Video>('POST', API.videos, input);
  }

  update(id: string, input: VideoInput): Promise<Video> {
    return this.json<Video>('PUT', API.video(id), input);
  }

  reorder(ids: string[]): Promise<void> {
    return this.json<void>('PUT', API.order, { ids });
  }

  /** Waits until the background rebuild is done and `path` of the rebuilt site answers 200. */
  async waitForRebuilt(path: string, timeoutMs = 120_000): Promise<void> {
    await waitFor(
      `the rebuilt ${path}`,
      async () => {
        const { state } = await this.json<{ state: string }>('GET', API.siteStatus);
        if (state !== 'up_to_date') return undefined;
        const response = await fetch(this.base + path);
        await response.body?.cancel();
        return response.status === 200 ? true : undefined;
      },
      timeoutMs,
    );
  }
}

/** A valid YouTube video row; ids are made of 11 characters as the parser requires. */
export function youtubeInput(index: number): VideoInput {
  const id = `vid${String(index).padStart(8, '0')}`;
  return {
    title: `Vidéo ${index}`,
    description: `Description ${index}`,
    url: `https://www.youtube.com/watch?v=${id}`,
    video_type: 'youtube',
  };
}

export async function createMany(client: AdminClient, count: number): Promise<Video[]> {
  const created: Video[] = [];
  for (let i = 0; i < count; i++) created.push(await client.create(youtubeInput(i)));
  return created;
}
