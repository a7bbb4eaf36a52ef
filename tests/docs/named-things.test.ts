// Issue 29, point 4: docs that cannot go stale. Every repository path, npm script and environment
// variable that README.md, CONTRIBUTING.md or a docs/*.md names must exist: a path in the tree
// (a glob by its fixed start), a script in package.json, a variable in the code that reads it. It
// checks only that what the docs name exists, so files other work adds never break it.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docFiles, readDoc } from '../support/checks/doc-commands.ts';
import { ROOT } from '../support/harness/server.ts';

/** The repository's top-level folders and files a doc may name by a bare path. */
const TOP = readdirSync(ROOT).filter((name) => !['node_modules', 'dist', '.git'].includes(name));
const PATH = new RegExp(
  `(?<![\\w./$-])((?:${TOP.filter((n) => statSync(join(ROOT, n)).isDirectory())
    .map((n) => n.replace('.', '\\.'))
    .join('|')})/[\\w./@*{},-]*)`,
  'g',
);
const ROOT_FILE = new RegExp(
  `(?<![\\w./-])(${TOP.filter((n) => statSync(join(ROOT, n)).isFile())
    .map((n) => n.replace(/\./g, '\\.'))
    .join('|')})(?![\\w-])`,
  'g',
);

/** A named path as a doc writes it, without its anchor, line or trailing punctuation. */
function cleanPath(raw: string): string | null {
  const path = raw.replace(/[#:].*$/, '').replace(/[.,;]+$/, '');
  // Templates (`NNN-name.sql`, `<timestamp>_name.sql`) and elisions name no one file.
  if (/NNN|<|…|\.\.\.$/.test(path)) return null;
  const glob = path.search(/[*{]/);
  return glob < 0 ? path : path.slice(0, path.lastIndexOf('/', glob) + 1);
}

function pathsNamed(file: string, text: string): string[] {
  const bare = [...text.matchAll(PATH), ...text.matchAll(ROOT_FILE)].map((m) => m[1] ?? '');
  // Markdown links, relative to the doc that holds them.
  const linked = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1] ?? '')
    .filter((target) => !/^(?:[a-z]+:|#)/.test(target))
    .map((target) => normalize(join(dirname(file), target)));
  return [...bare, ...linked].flatMap((raw) => cleanPath(raw) ?? []);
}

const scripts = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

function scriptsNamed(text: string): string[] {
  return [
    ...[...text.matchAll(/\bnpm run ([\w:-]+)/g)].map((m) => m[1] ?? ''),
    ...[...text.matchAll(/\bnpm (start|test)\b/g)].map((m) => m[1] ?? ''),
  ];
}

/** Names written as environment variables: `NAME=…`, or a code span of capitals with `_`. */
function variablesNamed(text: string): string[] {
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1] ?? '');
  const blocks = [...text.matchAll(/^```[\w-]*\n([\s\S]*?)^```$/gm)].map((m) => m[1] ?? '');
  return [
    ...spans.filter((span) => /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(span)),
    ...[...spans, ...blocks].flatMap((code) =>
      [...code.matchAll(/(?<![\w-])([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)=/g)].map((m) => m[1] ?? ''),
    ),
  ];
}

const SELF_TESTS = [
  join(ROOT, 'tests/docs/named-things.test.ts'),
  join(ROOT, 'tests/deploy/docs-commands.test.ts'),
];

/** Every file of the code (not the docs) a variable could be read in. */
function codeText(): string {
  const parts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (['node_modules', 'dist', '.git', 'docs', '.astro'].includes(entry.name)) continue;
      const path = join(dir, entry.name);
      // The tests of the docs name made-up variables on purpose.
      if (SELF_TESTS.includes(path)) continue;
      if (entry.isDirectory()) walk(path);
      else if (/\.(?:[cm]?[jt]sx?|astro|sql|sh|ya?ml|json|toml)$|^run$/.test(entry.name)) {
        parts.push(readFileSync(path, 'utf8'));
      }
    }
  };
  walk(ROOT);
  return parts.join('\n');
}

/**
 * Every file and folder of the tree (tracked, or new and not ignored): a doc may name a path
 * from the root or from inside a folder it is talking about (`supabase/rest.ts` in a paragraph
 * on src/backend/), so a path also exists when it ends one of these.
 */
function treePaths(): string[] {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file !== '' && existsSync(join(ROOT, file)));
  const folders = files.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => `${parts.slice(0, i + 1).join('/')}/`),
  );
  return [...new Set([...files, ...folders])];
}

/** What a run writes, which git ignores (`bench/results/latest.json`): named, never committed. */
function ignored(path: string): boolean {
  return spawnSync('git', ['check-ignore', '-q', path], { cwd: ROOT }).status === 0;
}

function exists(path: string, tree: readonly string[]): boolean {
  if (existsSync(join(ROOT, path))) return true;
  const wanted = path.endsWith('/') ? path : [path, `${path}/`];
  const ends = Array.isArray(wanted) ? wanted : [wanted];
  return tree.some((known) => ends.some((end) => known.endsWith(`/${end}`))) || ignored(path);
}

const DOCS = docFiles();

describe('what the docs name exists', () => {
  it('every repository path', () => {
    const tree = treePaths();
    const missing = DOCS.flatMap((file) =>
      pathsNamed(file, readDoc(file))
        .filter((path) => !exists(path, tree))
        .map((path) => `${file}: ${path}`),
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  it('every npm script', () => {
    const missing = DOCS.flatMap((file) =>
      scriptsNamed(readDoc(file))
        .filter((name) => !scripts[name])
        .map((name) => `${file}: npm run ${name}`),
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  it('every environment variable', () => {
    const code = codeText();
    const missing = DOCS.flatMap((file) =>
      variablesNamed(readDoc(file))
        .filter((name) => !code.includes(name))
        .map((name) => `${file}: ${name}`),
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  it('finds what a stale doc would name', () => {
    const text =
      'See `server/nowhere.ts`, [the guide](missing.md), `npm run deploy` and `FILMFOLIO_NOPE=1`.';
    expect(pathsNamed('docs/x.md', text)).toEqual(['server/nowhere.ts', 'docs/missing.md']);
    const tree = treePaths();
    expect(exists('server/nowhere.ts', tree)).toBe(false);
    expect(exists('docs/missing.md', tree)).toBe(false);
    expect(exists('supabase/rest.ts', tree)).toBe(true);
    expect(scriptsNamed(text)).toEqual(['deploy']);
    expect(variablesNamed(text)).toEqual(['FILMFOLIO_NOPE']);
  });
});
