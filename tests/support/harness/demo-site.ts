// What the demo data folder shows: the demo person, and the demo CV's address (the same in every
// demo folder: its name is made from its content, server/demo/seed-settings.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_CV, DEMO_IDENTITY } from '../../../server/demo/identity.ts';
import { contentName } from '../../../server/demo/seed-settings.ts';
import { BRAND } from '../../../src/lib/site-settings.ts';
import { ROOT } from './server.ts';

export const demoSite = DEMO_IDENTITY;
export const brand = BRAND;
export const DEMO_CV_PATH = join(ROOT, 'demo', 'media', DEMO_CV.file);
export const DEMO_CV_URL = `/media/${contentName(readFileSync(DEMO_CV_PATH), 'pdf')}`;
