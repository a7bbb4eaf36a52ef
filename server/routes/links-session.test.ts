// The private link's cookies are the server's to make: signed with DATA_DIR/secret, which no
// database copy or backup holds; access ends after 12 hours; a view is counted once a session.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/lib/html-escape.ts';
import { call } from '../../tests/support/harness/call.ts';
import { setCookieValue, signedInLinkServer } from '../../tests/support/harness/link-routes.ts';
import { SECRET_FILE } from '../auth/server-secret.ts';
import { ACCESS_COOKIE, SEEN_COOKIE } from '../links/access.ts';
import { signValue } from '../links/signed-value.ts';

const links = signedInLinkServer();
const HOUR = 3_600_000;

async function protectedLink() {
  const film = await links.directVideo('Film sous embargo', true);
  const link = await links.createLink({ video_ids: [film.video.id], password: 'mot-de-passe-1' });
  const stored = links.server.store.links.findByToken(link.token);
  if (!stored?.password_hash) throw new Error('the link has no password');
  return { film, link, hash: stored.password_hash };
}

const opens = async (token: string, film: string, cookieValue: string) => {
  const cookie = `${ACCESS_COOKIE}=${cookieValue}`;
  const page = await (await call(links.server.url, `/p/${token}`, { cookie })).text();
  const file = await call(links.server.url, `/p/${token}/media/${film}`, { cookie });
  return { films: page.includes('data-link-videos'), file: file.status };
};

describe('the access cookie', () => {
  it('a copy of the database alone can no longer forge it', async () => {
    const { film, link, hash } = await protectedLink();
    // What the old server accepted: a hash of what the database holds, and nothing else.
    const fromDatabase = createHash('sha256')
      .update(`filmfolio:link-access:${link.token}:${hash}`)
      .digest('base64url');
    expect(await opens(link.token, film.name, fromDatabase)).toEqual({ films: false, file: 404 });
    // The right shape, signed with any key but the server's own.
    const otherKey = signValue(randomBytes(32), 'link-access', `${link.token}:${hash}`, new Date());
    expect(await opens(link.token, film.name, otherKey)).toEqual({ films: false, file: 404 });
  });

  it('is signed with DATA_DIR/secret (0600), and the server refuses it after 12 hours', async () => {
    const { film, link, hash } = await protectedLink();
    const secretPath = join(links.server.store.dataDir, SECRET_FILE);
    expect(statSync(secretPath).mode & 0o777).toBe(0o600);
    const entered = await links.enter(link.token, 'mot-de-passe-1');
    expect(entered.status).toBe(303);
    const line = entered.headers.getSetCookie().find((l) => l.startsWith(`${ACCESS_COOKIE}=`));
    expect(line).toMatch(/HttpOnly/);
    // A session cookie: the 12 hours are the server's rule, not the browser's.
    expect(line).not.toMatch(/Max-Age|Expires/);
    const given = (setCookieValue(entered, ACCESS_COOKIE) ?? '').split('=')[1] ?? '';
    expect(await opens(link.token, film.name, given)).toEqual({ films: true, file: 200 });

    const secret = readFileSync(secretPath);
    const subject = `${link.token}:${hash}`;
    const at = (ago: number) =>
      signValue(secret, 'link-access', subject, new Date(Date.now() - ago));
    expect(await opens(link.token, film.name, at(11.9 * HOUR))).toEqual({ films: true, file: 200 });
    // A browser that ignores Max-Age still sends it: the server says no.
    expect(await opens(link.token, film.name, at(12 * HOUR + 1000))).toEqual({
      films: false,
      file: 404,
    });
  });
});

describe('views', () => {
  it('30 requests without any cookie from one session count 1 view', async () => {
    const film = await links.directVideo('Premier film');
    const link = await links.createLink({ video_ids: [film.video.id] });
    for (let i = 0; i < 30; i++) {
      const page = await call(links.server.url, `/p/${link.token}`);
      expect(page.status).toBe(200);
      await page.arrayBuffer();
    }
    expect(links.server.store.links.get(link.id)).toMatchObject({ views: 1 });
  });

  it('the session marker is signed and HttpOnly, and counts once without the access cookie', async () => {
    const { link } = await protectedLink();
    const entered = await links.enter(link.token, 'mot-de-passe-1');
    const access = setCookieValue(entered, ACCESS_COOKIE) as string;
    const first = await call(links.server.url, `/p/${link.token}`, { cookie: access });
    const marker = setCookieValue(first, SEEN_COOKIE) as string;
    expect(marker).toMatch(new RegExp(`^${SEEN_COOKIE}=\\d+\\.[A-Za-z0-9_-]{43}$`));
    const line = first.headers.getSetCookie().find((l) => l.startsWith(`${SEEN_COOKIE}=`));
    expect(line).toMatch(new RegExp(`Path=/p/${link.token};.*HttpOnly`));
    expect(line).not.toMatch(/Max-Age/);
    // Another browser that only carries the marker (any User-Agent) is the same session.
    for (const agent of ['A/1', 'B/2', 'C/3']) {
      await call(links.server.url, `/p/${link.token}`, {
        cookie: `${access}; ${marker}`,
        headers: { 'User-Agent': agent },
      });
    }
    expect(links.server.store.links.get(link.id)).toMatchObject({ views: 1 });
  });
});

describe('the body limit', () => {
  /** Streams `total` bytes of a POST until the server answers; how many were sent by then. */
  function postHuge(path: string, total: number, headers: Record<string, string>) {
    const { hostname, port } = new URL(links.server.url);
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    return new Promise<{ status: number; sent: number }>((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const req = http.request(
        { host: hostname, port, method: 'POST', path, headers, agent: false },
        (res) => {
          answered = true;
          res.resume();
          resolve({ status: res.statusCode ?? 0, sent });
          req.destroy();
        },
      );
      req.on('error', (error) => (answered ? undefined : reject(error)));
      const pump = () => {
        while (!answered && sent < total) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        if (!answered) req.end();
      };
      pump();
    });
  }

  it('a 200 MB POST /p/<token> is refused early with 413 and memory stays flat', async () => {
    const { link } = await protectedLink();
    const form = {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Sec-Fetch-Site': 'same-origin',
    };
    const before = process.memoryUsage().rss;
    const declared = await postHuge(`/p/${link.token}`, 200 * 1024 * 1024, {
      ...form,
      'Content-Length': String(200 * 1024 * 1024),
    });
    expect(declared.status).toBe(413);
    expect(declared.sent).toBeLessThan(50 * 1024 * 1024);
    // Without a Content-Length, counted while streaming.
    const streamed = await postHuge(`/p/${link.token}`, 200 * 1024 * 1024, {
      ...form,
      'Transfer-Encoding': 'chunked',
    });
    expect(streamed.status).toBe(413);
    expect(streamed.sent).toBeLessThan(50 * 1024 * 1024);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('every route has a ceiling, even one that reads no body', async () => {
    const answer = await postHuge('/nowhere', 60 * 1024 * 1024, {
      'Content-Type': 'application/octet-stream',
      'Content-Length': String(60 * 1024 * 1024),
    });
    expect(answer.status).toBe(413);
  });
});

describe('the page', () => {
  it("shows a message and film titles holding $', $`, $& and $1 as they are", async () => {
    const tricky = "$' $` $& $1";
    const film = await links.directVideo(`Film ${tricky}`);
    const other = await links.directVideo('Second film');
    const link = await links.createLink({
      video_ids: [film.video.id, other.video.id],
      message: `Bonjour ${tricky} fin`,
    });
    const html = await (await call(links.server.url, `/p/${link.token}`)).text();
    expect(html).toContain(`Bonjour ${escapeHtml(tricky)} fin`);
    const json = /<script type="application\/json" data-link-videos>([^<]*)<\/script>/.exec(html);
    const titles = (JSON.parse(json?.[1] ?? '[]') as { title: string }[]).map((v) => v.title);
    expect(titles).toEqual([`Film ${tricky}`, 'Second film']);
    expect(html.match(/data-link-videos/g)).toHaveLength(1);
  });
});
