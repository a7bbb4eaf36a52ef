// The admin's preview-copy code (src/components/admin/videos/browser-preview.ts) and the local
// backend, bundled as the build bundles them, for a Chromium page to run against a test server.
import { build } from 'esbuild';
import { ROOT } from './server.ts';

const ENTRY = `
import { createLocalBackend } from './src/backend/local/local-backend.ts';
import { canEncodePreview, makePreviewAfterUpload } from './src/components/admin/videos/browser-preview.ts';
window.filmfolioPreview = { backend: createLocalBackend(), canEncodePreview, makePreviewAfterUpload };
`;

/** An IIFE that sets `window.filmfolioPreview`; mediabunny is inlined behind its dynamic import. */
export async function browserPreviewBundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents: ENTRY,
      resolveDir: ROOT,
      sourcefile: 'browser-preview-entry.ts',
      loader: 'ts',
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
