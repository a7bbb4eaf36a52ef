// Stills through the real HTTP server and real sharp (docs/stills.md): stored with their copies,
// served as their film is, the original never; bad input refused with nothing kept.
import { readdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  MAX_STILLS_PER_FILM,
  STILL_FORMATS,
  type Still,
  stillCopyName,
} from '../../src/lib/stills.ts';
import { testImage } from '../../tests/support/data/images.ts';
import { call } from '../../tests/support/harness/call.ts';
import { signedInLinkServer } from '../../tests/support/harness/link-routes.ts';
import { PUBLIC_MEDIA_CACHE } from './media.ts';

const links = signedInLinkServer();
const media = () => readdirSync(links.server.store.mediaDir).sort();

async function upload(videoId: string, bytes: Uint8Array, type = 'image/jpeg') {
  return call(links.server.url, `/api/videos/${videoId}/stills`, {
    method: 'POST',
    cookie: links.cookie,
    body: new Uint8Array(bytes),
    headers: { 'Content-Type': type },
  });
}
async function uploaded(videoId: string, bytes: Uint8Array): Promise<Still> {
  const response = await upload(videoId, bytes);
  expect(response.status).toBe(201);
  return (await response.json()) as Still;
}
const listOf = async (videoId: string) =>
  (await (await links.admin('GET', `/api/admin/videos/${videoId}/stills`)).json()) as Still[];

/** A still a phone would send: GPS coordinates, camera make, a comment, an ICC profile. */
async function phoneStill(width: number, height: number): Promise<Uint8Array> {
  const plain = await testImage({ width, height });
  return new Uint8Array(
    await sharp(plain)
      .withExif({
        IFD0: { Make: 'Téléphone', ImageDescription: 'Quai de Loire' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 53/1 0/1' },
      })
      .withIccProfile('p3')
      .jpeg()
      .toBuffer(),
  );
}

/** A PNG that says 30,000 x 30,000 in its header and holds a few KB of compressed zeros. */
function pngBomb(): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  // The first rows only: enough for a decoder to start, a few KB on the wire.
  const rows = deflateSync(Buffer.alloc(200 * 30_001));
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', rows),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

describe('stills on the local server', () => {
  it('stores a still with AVIF, WebP and JPEG copies at its widths, in the order set', async () => {
    const { video } = await links.directVideo('Les Quais');
    const wide = await uploaded(video.id, await testImage({ width: 2390, height: 1000 }));
    const tall = await uploaded(
      video.id,
      await testImage({ width: 800, height: 1000, format: 'png' }),
    );
    expect(wide).toMatchObject({ width: 2390, height: 1000, widths: [480, 960, 1600, 2390] });
    expect(tall).toMatchObject({ width: 800, height: 1000, widths: [480, 800], alt: '' });
    expect(links.server.contentChanges()).toBeGreaterThanOrEqual(2);

    for (const width of wide.widths) {
      for (const format of STILL_FORMATS) {
        const response = await call(
          links.server.url,
          `/media/${stillCopyName(wide.id, width, format)}`,
        );
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe(PUBLIC_MEDIA_CACHE);
        const info = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect(info.width).toBe(width);
        expect(info.height).toBe(Math.round((1000 * width) / 2390));
        expect(info.format).toBe(format === 'jpg' ? 'jpeg' : format === 'avif' ? 'heif' : format);
      }
    }
    const avif = await call(links.server.url, `/media/${stillCopyName(wide.id, 480, 'avif')}`);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    // The original is never served, by any name.
    const [original] = media().filter((n) => n.startsWith(`${wide.id}.still.`) && !/w\./.test(n));
    expect(original).toBe(`${wide.id}.still.jpg`);
    expect((await call(links.server.url, `/media/${original}`)).status).toBe(404);
    expect(
      (await call(links.server.url, `/media/${original}`, { cookie: links.cookie })).status,
    ).toBe(404);

    const order = await links.admin('PUT', `/api/videos/${video.id}/stills/order`, {
      ids: [tall.id, wide.id],
    });
    expect(order.status).toBe(204);
    const text = await links.admin('PATCH', `/api/videos/${video.id}/stills/${wide.id}`, {
      alt: '  Un quai <la nuit>  ',
      caption: 'Tourné à Nantes',
    });
    expect(text.status).toBe(204);
    const listed = await listOf(video.id);
    expect(listed.map((s) => [s.id, s.position, s.alt, s.caption])).toEqual([
      [tall.id, 0, '', ''],
      [wide.id, 1, 'Un quai <la nuit>', 'Tourné à Nantes'],
    ]);
    // An order that is not exactly the film's stills changes nothing.
    const partial = await links.admin('PUT', `/api/videos/${video.id}/stills/order`, {
      ids: [wide.id],
    });
    expect(partial.status).toBe(400);
    expect((await listOf(video.id)).map((s) => s.id)).toEqual([tall.id, wide.id]);
    // Control characters are not text.
    const bad = await links.admin('PATCH', `/api/videos/${video.id}/stills/${wide.id}`, {
      alt: 'a\u0000b',
      caption: '',
    });
    expect(bad.status).toBe(400);

    // Deleting one still takes its files; deleting the film takes the rest.
    const removed = await links.admin('DELETE', `/api/videos/${video.id}/stills/${tall.id}`);
    expect(removed.status).toBe(204);
    expect(media().filter((n) => n.startsWith(tall.id))).toEqual([]);
    expect((await links.admin('DELETE', `/api/videos/${video.id}`)).status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(media().filter((n) => n.includes('.still.'))).toEqual([]);
    expect(links.server.store.stills.ofFilm(video.id)).toEqual([]);
  });

  it('strips every metadata field and converts to sRGB in every public copy', async () => {
    const { video } = await links.directVideo('Téléphone');
    const bytes = await phoneStill(1200, 900);
    const source = await sharp(bytes).metadata();
    // The test image really carries what must go.
    expect(source.exif?.length).toBeGreaterThan(0);
    expect(source.icc?.length).toBeGreaterThan(0);
    expect(Buffer.from(source.exif as Buffer).includes(Buffer.from('Quai de Loire'))).toBe(true);
    const still = await uploaded(video.id, bytes);
    for (const width of still.widths) {
      for (const format of STILL_FORMATS) {
        const name = stillCopyName(still.id, width, format);
        const body = Buffer.from(
          await (await call(links.server.url, `/media/${name}`)).arrayBuffer(),
        );
        const info = await sharp(body).metadata();
        expect(info.exif, name).toBeUndefined();
        expect(info.xmp, name).toBeUndefined();
        expect(info.iptc, name).toBeUndefined();
        expect(info.icc, name).toBeUndefined();
        expect(info.space, name).toBe('srgb');
        expect(body.includes(Buffer.from('Quai de Loire')), name).toBe(false);
        expect(body.includes(Buffer.from('GPS')), name).toBe(false);
      }
    }
  });

  it('refuses what is not an image (415), a pixel bomb before decoding (413), the 41st (400)', async () => {
    const { video } = await links.directVideo('Refus');
    const notImage = await upload(video.id, new TextEncoder().encode('<svg></svg>'), 'image/png');
    expect(notImage.status).toBe(415);

    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(64 * 1024);
    const before = process.memoryUsage().rss;
    const refused = await upload(video.id, bomb, 'image/png');
    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({
      error: 'payload_too_large',
      detail: 'too_many_pixels',
    });
    // Decoding it would take 900 MB; the header alone was read.
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);

    // A header that lies: a JPEG cut short after its header is refused, nothing kept.
    const whole = await testImage({ width: 640, height: 400 });
    const cut = await upload(video.id, new Uint8Array(whole.subarray(0, 700)));
    expect(cut.status).toBe(415);
    expect(media().filter((n) => n.includes('.still.') || n.endsWith('.partial'))).toEqual([]);

    // Over 40 MB: refused before it is read.
    const huge = await upload(video.id, new Uint8Array(40 * 1024 * 1024 + 1));
    expect(huge.status).toBe(413);

    const small = await testImage({ width: 64, height: 40 });
    const store = links.server.store;
    for (let i = 0; i < MAX_STILLS_PER_FILM; i += 1) {
      store.stills.add(video.id, {
        original: `${crypto.randomUUID()}.still.jpg`,
        width: 64,
        height: 40,
        widths: [64],
        alt: '',
      });
    }
    const fortyFirst = await upload(video.id, new Uint8Array(small));
    expect(fortyFirst.status).toBe(400);
    expect(await fortyFirst.json()).toMatchObject({ error: 'bad_request', detail: 'stills_full' });
    expect(store.stills.count(video.id)).toBe(MAX_STILLS_PER_FILM);
    expect(media().filter((n) => n.includes('.still.'))).toEqual([]);
  });

  it("keeps a hidden film's stills private: 404 to the public, served through its link", async () => {
    const { video } = await links.directVideo('Sous embargo', true);
    const still = await uploaded(video.id, await testImage({ width: 960, height: 540 }));
    const copy = stillCopyName(still.id, 960, 'avif');
    expect((await call(links.server.url, `/media/${copy}`)).status).toBe(404);
    // The administrator still sees it, never cached for others.
    const own = await call(links.server.url, `/media/${copy}`, { cookie: links.cookie });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');

    const link = await links.createLink({ video_ids: [video.id] });
    const through = await call(links.server.url, `/p/${link.token}/media/${copy}`);
    expect(through.status).toBe(200);
    expect(through.headers.get('content-type')).toBe('image/avif');
    expect(through.headers.get('cache-control')).toBe('private, no-store');
    // Another link, without that film, does not lead to it; nor does the original.
    const other = await links.directVideo('Autre');
    const otherLink = await links.createLink({ video_ids: [other.video.id] });
    expect((await call(links.server.url, `/p/${otherLink.token}/media/${copy}`)).status).toBe(404);
    expect(
      (await call(links.server.url, `/p/${link.token}/media/${still.id}.still.jpg`)).status,
    ).toBe(404);

    // Shown again: the copies are public.
    expect((await links.admin('PATCH', `/api/videos/${video.id}`, { visible: true })).status).toBe(
      200,
    );
    expect((await call(links.server.url, `/media/${copy}`)).status).toBe(200);
  });
});
