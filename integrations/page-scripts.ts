import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroUserConfig } from 'astro';

// How a public page's script loads is declared by the name of the file its <script> imports
// (CONTRIBUTING.md, "Page scripts"), and this one build step applies it:
// - `*.inline.ts`: written into the page, so it runs as the page is parsed with no request (the
//   early-click catcher); the build fails if its bundle imports anything;
// - any other: a module script file fetched at low priority, after the first images.
// Vite's bundle says which source files each <script> imports, so nothing is guessed from chunk
// names. The admin pages are left alone: their app is the page, nothing paints before it.
// Requesting the scripts after the first paint instead no longer paid once the CSS was written
// into the page (docs/landing-performance.md).

/** A Vite plugin, as Astro's config takes it (vite is Astro's dependency, not ours). */
type VitePlugin = Extract<
  NonNullable<NonNullable<AstroUserConfig['vite']>['plugins']>[number],
  { name: string }
>;

export type ScriptLoading = 'inline' | 'low';

export interface BuiltScript {
  loading: ScriptLoading;
  /** The bundle's code (what an inline script writes into the page). */
  code: string;
}

/** How a <script> whose module imports `files` loads. */
export function declaredLoading(files: readonly string[]): ScriptLoading {
  return files.some((file) => file.endsWith('.inline.ts')) ? 'inline' : 'low';
}

/**
 * Applies the declared loading to every script of `scripts` (keyed by site path) the page names;
 * scripts the page names that are not ours stay as they are.
 */
export function placeScripts(html: string, scripts: ReadonlyMap<string, BuiltScript>): string {
  let page = html;
  for (const [src, script] of scripts) {
    const placed =
      script.loading === 'inline'
        ? `<script type="module">${script.code.trim()}</script>`
        : `<script type="module" fetchpriority="low" src="${src}"></script>`;
    page = page.replaceAll(`<script type="module" src="${src}"></script>`, placed);
  }
  return page;
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
  code: string;
  imports: readonly string[];
  dynamicImports: readonly string[];
}

/** A bundle written into a page must be whole and must not end the <script> it sits in. */
export function inlinable(chunk: Bundle, what: string): string {
  if (chunk.imports.length > 0 || chunk.dynamicImports.length > 0) {
    throw new Error(`${what} is declared inline but its bundle imports other chunks`);
  }
  if (/<\/script|<!--/i.test(chunk.code)) throw new Error(`${what} cannot sit inside a <script>`);
  return chunk.code;
}

/** Reads the declarations from the client bundle: each <script>'s site path and loading. */
function declarations(scripts: Map<string, BuiltScript>): VitePlugin {
  return {
    name: 'filmfolio:page-script-declarations',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.facadeModuleId?.includes('?astro&type=script')) {
          continue;
        }
        const imported = this.getModuleInfo(chunk.facadeModuleId)?.importedIds ?? [];
        const loading = declaredLoading(imported);
        const code = loading === 'inline' ? inlinable(chunk, chunk.facadeModuleId) : chunk.code;
        scripts.set(`/${chunk.fileName}`, { loading, code });
      }
    },
  };
}

export function pageScripts(): AstroIntegration {
  const scripts = new Map<string, BuiltScript>();
  return {
    name: 'filmfolio:page-scripts',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [declarations(scripts)] } });
      },
      'astro:build:done': ({ dir }) => {
        const root = fileURLToPath(dir);
        for (const page of publicPages(root)) {
          const file = path.join(root, page);
          fs.writeFileSync(file, placeScripts(fs.readFileSync(file, 'utf8'), scripts));
        }
      },
    },
  };
}
