import { chmodSync, copyFileSync, lstatSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

/** What `astro build` reads from the checkout: the pages, the config and what it imports. */
const SOURCES = [
  'src',
  'public',
  'server',
  'integrations',
  'demo',
  'astro.config.mjs',
  'package.json',
  'tsconfig.json',
];
const TEST_FILE = /\.test\.tsx?$/;

function copyTree(from: string, to: string): void {
  const stats = lstatSync(from, { throwIfNoEntry: false });
  if (stats?.isDirectory()) {
    mkdirSync(to, { mode: 0o700 });
    for (const name of readdirSync(from)) {
      if (!TEST_FILE.test(name)) copyTree(join(from, name), join(to, name));
    }
  } else if (stats?.isFile()) {
    copyFileSync(from, to);
    // A read-only checkout gives read-only copies: the folder must stay removable.
    chmodSync(to, 0o600);
  }
}

/**
 * Makes `workDir` a private project root for one `astro build`: a copy of the sources, and a
 * node_modules of its own whose entries link to the checkout's packages. Astro then finds
 * everything it writes inside workDir: `.astro/` (content types), its cache and Vite's
 * (`node_modules/.astro`, `.vite`, `.vite-temp`, real folders here, not links) and the
 * temporary `.prerender/` bundle, which it puts inside --outDir only when --outDir lies under the
 * working directory (otherwise in `<cwd>/.astro/`, shared by every build of the checkout). That
 * bundle imports packages by name (`@oslojs/encoding`), which Node resolves by walking up from
 * the bundle's own folder: the linked node_modules above it is what lets it find them when the
 * data folder is outside the checkout. The checkout is only read, so it may be read-only and
 * owned by another user, and two builds (two servers on one checkout) share nothing.
 */
export function makeWorkFolder(checkout: string, workDir: string): void {
  mkdirSync(workDir, { recursive: true, mode: 0o700 });
  for (const name of SOURCES) copyTree(join(checkout, name), join(workDir, name));
  const modules = join(workDir, 'node_modules');
  mkdirSync(modules, { mode: 0o700 });
  for (const name of readdirSync(join(checkout, 'node_modules'))) {
    // Dot entries are caches (.astro, .vite, .vite-temp, ...), each build keeps its own; .bin
    // is not needed: the build runs astro.mjs on this same Node.
    if (!name.startsWith('.'))
      symlinkSync(join(checkout, 'node_modules', name), join(modules, name));
  }
}
