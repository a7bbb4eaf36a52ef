import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroUserConfig } from 'astro';
import { AFTER_PAINT_ATTRIBUTE } from '../src/lib/after-paint.ts';

// How a public page's script loads is declared by the name of the file its <script> imports
// (CONTRIBUTING.md, "Page scripts"), and this one build step applies it:
// - `*.after-paint.ts`: not named in the HTML; one inline loader requests it after the load event
//   and the first paint (src/components/site/after-paint-loader.ts says why);
// - `*.inline.ts`: written into the page, so it runs as the page is parsed with no request (the
//   early-click catcher); the build fails if its bundle imports anything;
// - any other: a module script file fetched at low priority, after the stylesheet and the first
//   images.
// Vite's bundle says which source files each <script> imports, so nothing is guessed from chunk
// names. The admin pages are left alone: their app is the page, nothing paints before it.

/** A Vite plugin, as Astro's config takes it (vite is Astro's dependency, not ours). */
type VitePlugin = Extract<
  NonNullable<NonNullable<AstroUserConfig['vite']>['plugins']>[number],
  { name: string }
>;

export type ScriptLoading = 'after-paint' | 'inline' | 'low';

export interface BuiltScript {
  loading: ScriptLoading;
  /** The bundle's code (what an inline script writes into the page). */
  code: string;
}

const LOADER_ENTRY = fileURLToPath(
  new URL('../src/components/site/after-paint-loader.inline.ts', import.meta.url),
);

/** How a <script> whose module imports `files` loads; two declarations in one script are an error. */
export function declaredLoading(files: readonly string[]): ScriptLoading {
  const declared = new Set(
    files.flatMap((file): ScriptLoading[] => {
      if (file.endsWith('.after-paint.ts')) return ['after-paint'];
      if (file.endsWith('.inline.ts')) return ['inline'];
      return [];
    }),
  );
  if (declared.size > 1)
    throw new Error(`a page script declares two loadings: ${files.join(', ')}`);
  return [...declared][0] ?? 'low';
}

const tagOf = (src: string) => `<script type="module" src="${src}"></script>`;

/**
 * Applies the declared loading to every script of `scripts` (keyed by site path) the page names;
 * `loader` is the after-paint loader's code. Scripts the page names that are not ours stay.
 */
export function placeScripts(
  html: string,
  scripts: ReadonlyMap<string, BuiltScript>,
  loader: string,
): string {
  const afterPaint: { at: number; src: string }[] = [];
  let page = html;
  for (const [src, script] of scripts) {
    const tag = tagOf(src);
    const at = html.indexOf(tag);
    if (at === -1) continue;
    if (script.loading === 'after-paint') afterPaint.push({ at, src });
    const placed =
      script.loading === 'after-paint'
        ? ''
        : script.loading === 'inline'
          ? `<script type="module">${script.code.trim()}</script>`
          : `<script type="module" fetchpriority="low" src="${src}"></script>`;
    page = page.replaceAll(tag, placed);
  }
  if (afterPaint.length === 0) return page;
  const list = afterPaint.sort((a, b) => a.at - b.at).map((s) => s.src);
  const tag = `<script type="module" ${AFTER_PAINT_ATTRIBUTE}="${list.join(' ')}">${loader.trim()}</script>`;
  const end = page.lastIndexOf('</body>');
  return end === -1 ? page + tag : `${page.slice(0, end)}${tag}${page.slice(end)}`;
}

/** Built HTML files under `dir`, relative to it with '/' separators, admin pages excluded. */
export function publicPages(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html') && !file.startsWith('admin/'))
    .sort();
}

interface Bundle {
  fileName: string;
  code: string;
  imports: readonly string[];
  dynamicImports: readonly string[];
}

/** A bundle written into a page must be whole and must not end the <script> it sits in. */
function inlinable(chunk: Bundle, what: string): string {
  if (chunk.imports.length > 0 || chunk.dynamicImports.length > 0) {
    throw new Error(`${what} is declared inline but its bundle imports ${chunk.fileName}'s others`);
  }
  if (/<\/script|<!--/i.test(chunk.code)) throw new Error(`${what} cannot sit inside a <script>`);
  return chunk.code;
}

/** Reads the declarations from the client bundle: each <script>'s site path and loading. */
function declarations(scripts: Map<string, BuiltScript>, loader: { code: string }): VitePlugin {
  let loaderRef = '';
  return {
    name: 'filmfolio:page-script-declarations',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      loaderRef = this.emitFile({ type: 'chunk', id: LOADER_ENTRY, name: 'after-paint-loader' });
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.facadeModuleId?.includes('?astro&type=script')) {
          continue;
        }
        const loading = declaredLoading(
          this.getModuleInfo(chunk.facadeModuleId)?.importedIds ?? [],
        );
        const code = loading === 'inline' ? inlinable(chunk, chunk.facadeModuleId) : chunk.code;
        scripts.set(`/${chunk.fileName}`, { loading, code });
      }
      const built = bundle[this.getFileName(loaderRef)];
      if (built?.type === 'chunk') loader.code = inlinable(built, LOADER_ENTRY);
    },
  };
}

export function pageScripts(): AstroIntegration {
  const scripts = new Map<string, BuiltScript>();
  const loader = { code: '' };
  return {
    name: 'filmfolio:page-scripts',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [declarations(scripts, loader)] } });
      },
      'astro:build:done': ({ dir }) => {
        const root = fileURLToPath(dir);
        for (const page of publicPages(root)) {
          const file = path.join(root, page);
          fs.writeFileSync(file, placeScripts(fs.readFileSync(file, 'utf8'), scripts, loader.code));
        }
      },
    },
  };
}
