import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { allVariantNames, variantName } from '../../src/lib/image-variants.ts';
import { mediaUrl } from '../../src/lib/media.ts';
import { imageInfo, testImage } from '../../tests/support/data/images.ts';
import { tempDataDirs } from '../../tests/support/harness/temp-dirs.ts';
import { DEFAULT_MIGRATIONS_DIR, migrationFiles, openDatabase } from '../store/db.ts';
import { openStore, type Store } from '../store/open.ts';
import { createVariantMaker, type VariantMaker } from './variant-maker.ts';

const dataDir = tempDataDirs();
const opened: Store[] = [];
const makers: VariantMaker[] = [];
afterEach(async () => {
  for (const maker of makers.splice(0)) await maker.close();
  for (const store of opened.splice(0)) store.close();
});

function start(dir = dataDir()) {
  const store = openStore({ dataDir: dir, demo: false });
  opened.push(store);
  let made = 0;
  const logged: string[] = [];
  const maker = createVariantMaker({
    store,
    onMade: () => {
      made += 1;
    },
    log: (line) => logged.push(line),
  });
  makers.push(maker);
  return { store, maker, logged, made: () => made };
}

const uuid = (n: number) => `${n}b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e`;

async function storeImage(store: Store, name: string, width: number, height: number) {
  writeFileSync(join(store.mediaDir, name), await testImage({ width, height }));
  return mediaUrl(name);
}

describe('the variant maker', () => {
  it('makes the copies of a saved poster and of the photo; reads then carry them', async () => {
    const { store, maker, made } = start();
    const poster = await storeImage(store, `${uuid(1)}.jpg`, 1920, 1080);
    const video = store.videos.create({
      title: 'Nuit',
      url: 'https://vimeo.com/76979871',
      video_type: 'vimeo',
      thumbnail_url: poster,
    });
    await storeImage(store, `${uuid(2)}.jpg`, 800, 1000);
    store.settings.setFile('photo', { name: 'moi.jpg', storedName: `${uuid(2)}.jpg`, size: 1 });
    const revision = store.videos.revision();

    maker.refresh();
    await maker.idle();

    expect(made()).toBe(1);
    const variants = { width: 1920, height: 1080, widths: [480, 960, 1600] };
    expect(store.videos.get(video.id)?.thumbnail_variants).toEqual(variants);
    expect(store.videos.listVisible()[0]?.thumbnail_variants).toEqual(variants);
    // The public list's cache sees the change.
    expect(store.videos.revision()).toBeGreaterThan(revision);
    expect(store.settings.get().photo?.variants).toEqual({
      width: 800,
      height: 1000,
      widths: [480],
    });
    expect(await imageInfo(join(store.mediaDir, variantName(`${uuid(2)}.jpg`, 480)))).toEqual({
      width: 480,
      height: 600,
      format: 'webp',
    });
  });

  it('does nothing for remote thumbnails, videos and images already done', async () => {
    const { store, maker, made } = start();
    store.videos.create({
      title: 'Tube',
      url: 'https://youtu.be/dQw4w9WgXcQ',
      video_type: 'youtube',
      thumbnail_url: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    });
    maker.refresh();
    await maker.idle();
    expect(made()).toBe(0);
    expect(store.videos.list()[0]?.thumbnail_variants).toBeUndefined();

    await storeImage(store, `${uuid(3)}.jpg`, 1000, 500);
    store.videos.create({
      title: 'Clip',
      url: mediaUrl(`${uuid(4)}.mp4`),
      video_type: 'direct',
      thumbnail_url: mediaUrl(`${uuid(3)}.jpg`),
    });
    maker.refresh();
    await maker.idle();
    maker.refresh();
    await maker.idle();
    expect(made()).toBe(1);
  });

  it('keeps the original working when an image cannot be resized, and says why', async () => {
    const { store, maker, logged, made } = start();
    const name = `${uuid(5)}.jpg`;
    writeFileSync(join(store.mediaDir, name), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    const video = store.videos.create({
      title: 'Cassé',
      url: 'https://vimeo.com/1',
      video_type: 'vimeo',
      thumbnail_url: mediaUrl(name),
    });
    maker.refresh();
    await maker.idle();
    expect(made()).toBe(0);
    expect(store.videos.get(video.id)?.thumbnail_url).toBe(mediaUrl(name));
    expect(store.videos.get(video.id)?.thumbnail_variants).toBeUndefined();
    expect(readdirSync(store.mediaDir)).toEqual([name]);
    expect(logged.join('\n')).toContain(`no resized copies of ${name}`);
  });

  it('removes the copies of an image released while it was being resized', async () => {
    const { store, maker } = start();
    const poster = await storeImage(store, `${uuid(6)}.jpg`, 2400, 1350);
    const video = store.videos.create({
      title: 'Vite remplacé',
      url: 'https://vimeo.com/1',
      video_type: 'vimeo',
      thumbnail_url: poster,
    });
    maker.refresh();
    // The edit lands while the first copy is being written.
    store.videos.update(video.id, {
      title: 'Sans image',
      url: 'https://vimeo.com/1',
      video_type: 'vimeo',
    });
    await maker.idle();
    const left = readdirSync(store.mediaDir);
    for (const variant of allVariantNames(`${uuid(6)}.jpg`)) expect(left).not.toContain(variant);
  });

  it('makes the copies of images a data folder from before this version holds', async () => {
    // The previous version: every migration before 012, a poster and a photo already stored.
    const dir = dataDir();
    const older = join(dir, 'older-migrations');
    mkdirSync(older);
    for (const name of migrationFiles(DEFAULT_MIGRATIONS_DIR).filter((n) => n < '012')) {
      copyFileSync(join(DEFAULT_MIGRATIONS_DIR, name), join(older, name));
    }
    const db = openDatabase({ dataDir: dir, migrationsDir: older });
    mkdirSync(join(dir, 'media'));
    writeFileSync(
      join(dir, 'media', `${uuid(7)}.jpg`),
      await testImage({ width: 1280, height: 720 }),
    );
    writeFileSync(
      join(dir, 'media', `${uuid(8)}.png`),
      await testImage({ width: 600, height: 750, format: 'png' }),
    );
    db.prepare(
      `INSERT INTO videos (id, title, url, video_type, thumbnail_url, order_position, slug)
       VALUES ('v1', 'Ancien', 'https://vimeo.com/1', 'vimeo', ?, 0, 'ancien')`,
    ).run(mediaUrl(`${uuid(7)}.jpg`));
    db.prepare(
      'UPDATE site_settings SET photo_url = ?, photo_name = ?, photo_size = 1 WHERE id = 1',
    ).run(mediaUrl(`${uuid(8)}.png`), 'portrait.png');
    db.close();

    const { store, maker } = start(dir);
    const before = store.videos.get('v1');
    expect(before?.thumbnail_variants).toBeUndefined();
    maker.refresh();
    await maker.idle();

    expect(store.videos.get('v1')).toEqual({
      ...before,
      thumbnail_variants: { width: 1280, height: 720, widths: [480, 960] },
    });
    expect(store.settings.get().photo?.variants).toEqual({
      width: 600,
      height: 750,
      widths: [480],
    });
    for (const name of [
      `${uuid(7)}.jpg`,
      variantName(`${uuid(7)}.jpg`, 480),
      variantName(`${uuid(7)}.jpg`, 960),
      `${uuid(8)}.png`,
      variantName(`${uuid(8)}.png`, 480),
    ]) {
      expect(existsSync(join(dir, 'media', name)), name).toBe(true);
    }
  });

  it('makes again the copies a restore did not bring back (rows kept, files gone)', async () => {
    const dir = dataDir();
    const first = start(dir);
    const poster = await storeImage(first.store, `${uuid(9)}.jpg`, 1000, 560);
    first.store.videos.create({
      title: 'Restauré',
      url: 'https://vimeo.com/1',
      video_type: 'vimeo',
      thumbnail_url: poster,
    });
    first.maker.refresh();
    await first.maker.idle();
    const copy = join(dir, 'media', variantName(`${uuid(9)}.jpg`, 960));
    expect(existsSync(copy)).toBe(true);
    for (const name of allVariantNames(`${uuid(9)}.jpg`)) {
      rmSync(join(dir, 'media', name), { force: true });
    }
    first.maker.refresh();
    await first.maker.idle();
    expect(first.made()).toBe(2);
    expect(existsSync(copy)).toBe(true);
  });
});
