// The admin's preview-copy code (src/components/admin/videos/browser-preview.ts) and the local
// backend, bundled as the build bundles them, for a Chromium page to run against a test server.
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { ROOT } from './server.ts';

const ENTRY = `
import { createLocalBackend } from './src/backend/local/local-backend.ts';
import { canEncodePreview, encodePreview, makePreviewAfterUpload } from './src/components/admin/videos/browser-preview.ts';
window.filmfolioPreview = { backend: createLocalBackend(), canEncodePreview, encodePreview, makePreviewAfterUpload };
`;

// A film's dashboard card part (PreviewStatus) over the same backend, its list reloaded as the
// dashboard reloads it (invalidate(VIDEOS_KEY)).
const CARD_ENTRY = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { useStore } from '@nanostores/react';
import { createLocalBackend } from './src/backend/local/local-backend.ts';
import { PreviewStatus } from './src/components/admin/videos/PreviewStatus.tsx';
import { makePreviewAfterUpload } from './src/components/admin/videos/browser-preview.ts';
import { createQuery, VIDEOS_KEY } from './src/stores/query.ts';
const backend = createLocalBackend();
const videos = createQuery(VIDEOS_KEY, () => backend.listVideos());
function Card({ id }) {
  const { data } = useStore(videos.$state);
  const video = data?.find((v) => v.id === id);
  return createElement('div', { id: 'card' }, video ? createElement(PreviewStatus, { video }) : null);
}
window.filmfolioCard = {
  backend,
  makePreviewAfterUpload,
  async mount(id) {
    await videos.refetch();
    const root = document.createElement('div');
    document.body.append(root);
    createRoot(root).render(createElement(Card, { id }));
  },
};
`;

// The public player dialog as the baked grid opens it (open-dialog.tsx), to see what it plays.
const DIALOG_ENTRY = `
import { openPlayerDialog } from './src/components/portfolio/open-dialog.tsx';
window.filmfolioDialog = { open: (video) => openPlayerDialog(video, () => {}) };
`;

/** An IIFE that sets `window.filmfolioDialog`: open(video) opens its player dialog. */
export function playerDialogBundle(): Promise<string> {
  return bundle(DIALOG_ENTRY);
}

/** An IIFE that sets `window.filmfolioPreview`; mediabunny is inlined behind its dynamic import. */
export function browserPreviewBundle(): Promise<string> {
  return bundle(ENTRY);
}

/** An IIFE that sets `window.filmfolioCard`: mount(id) renders that film's PreviewStatus. */
export function previewCardBundle(): Promise<string> {
  return bundle(CARD_ENTRY);
}

/** Puts `file` in a file input `#film` of the page, where the bundles' callers read it. */
export async function chooseFilm(page: Page, file: string): Promise<void> {
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.type = 'file';
    input.id = 'film';
    document.body.append(input);
  });
  await page.locator('#film').setInputFiles(file);
}

async function bundle(contents: string): Promise<string> {
  const result = await build({
    stdin: {
      contents,
      resolveDir: ROOT,
      sourcefile: 'browser-preview-entry.tsx',
      loader: 'tsx',
    },
    jsx: 'automatic',
    // Build-time readers (build-source.ts) sit behind imports the card never calls.
    external: ['node:*'],
    define: {
      'import.meta.env': '{"PUBLIC_BACKEND":"local"}',
      'process.env.NODE_ENV': '"production"',
    },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const [file] = result.outputFiles;
  if (!file) throw new Error('esbuild wrote nothing');
  return file.text;
}
