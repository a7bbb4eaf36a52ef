import { describe, expect, it } from 'vitest';
import { emptySettings } from '../../../src/lib/site-settings.ts';
import { changedColumns, settingsObjects, settingsRow } from './settings-plan.ts';

const BASE = 'https://project.supabase.co';
const CV = '0b9e0d7e-8f1c-4a57-9a55-3c1b3d0c7a11.pdf';
const PHOTO = '5d2c8a41-7b3e-4f6a-9c20-1e8f4b7a6d33.jpg';

const withCv = () => ({
  ...emptySettings(),
  name: 'Camille',
  cv: { url: `/media/${CV}`, name: 'cv.pdf', size: 1234, updated_at: '2026-11-23 10:00:00' },
});

describe('the settings in the project terms', () => {
  it('puts the CV under cv/ in site-files and the row at that address', () => {
    const [object] = settingsObjects(withCv(), BASE);
    expect(object).toEqual({
      kind: 'cv',
      bucket: 'site-files',
      localName: CV,
      objectName: `cv/${CV}`,
      url: `${BASE}/storage/v1/object/public/site-files/cv/${CV}`,
    });
    const row = settingsRow(withCv(), BASE);
    expect(row).toMatchObject({ name: 'Camille', cv_url: object?.url, cv_size: 1234 });
    expect(row).toMatchObject({ photo_url: null, photo_name: null, photo_size: null });
    expect(row).not.toHaveProperty('id');
  });

  it('carries the Bande démo and its start (films keep their ids in the project)', () => {
    const row = settingsRow({ ...withCv(), showreel_id: 'film-1', showreel_start: 4.5 }, BASE);
    expect(row).toMatchObject({ showreel_id: 'film-1', showreel_start: 4.5 });
    expect(row).not.toHaveProperty('showreel_copy');
  });

  it('puts the photo under photo/ in its own bucket, site-photos', () => {
    const photo = { url: `/media/${PHOTO}`, name: 'moi.jpg', size: 10, updated_at: '' };
    const objects = settingsObjects({ ...withCv(), photo }, BASE);
    expect(objects.map((o) => [o.bucket, o.objectName, o.url])).toEqual([
      ['site-files', `cv/${CV}`, `${BASE}/storage/v1/object/public/site-files/cv/${CV}`],
      [
        'site-photos',
        `photo/${PHOTO}`,
        `${BASE}/storage/v1/object/public/site-photos/photo/${PHOTO}`,
      ],
    ]);
  });

  it('finds nothing to change once the row holds it, timestamps compared as instants', () => {
    const row = settingsRow(withCv(), BASE);
    const there = { ...row, id: 1, cv_updated_at: '2026-11-23T10:00:00+00:00' };
    expect(changedColumns({ ...row, cv_updated_at: '2026-11-23T10:00:00Z' }, there)).toEqual([]);
    expect(changedColumns(row, { ...there, name: 'Autre' })).toEqual(['name']);
    expect(changedColumns(row, undefined)).toContain('name');
  });
});
