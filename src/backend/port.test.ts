// A feature is one file name in each folder (docs/backend-ports.md): every port in ports/ has its
// local and Supabase file implementing it, its contract file gathered by suite.ts, and its fake
// assembled by tests/support/fakes/backend.ts. A new port without them fails here.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const backend = join(root, 'src', 'backend');
const features = readdirSync(join(backend, 'ports'))
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => name.slice(0, -'.ts'.length))
  .sort();

/** Where a feature has no file, and why: none today. */
const ABSENT: Readonly<Record<string, readonly string[]>> = {};

const read = (...path: string[]) => readFileSync(join(...path), 'utf8');

describe('backend ports: one file name per feature in each folder', () => {
  it('has the eight feature ports', () => {
    expect(features).toEqual([
      'links',
      'messages',
      'previews',
      'session',
      'settings',
      'statistics',
      'subtitles',
      'videos',
    ]);
  });

  // The interface never probes a method: what a deployment can do, the port says (for derived
  // files, which maker it has: src/lib/derived/kinds.ts). The build alone reads the one optional
  // method left, ContentSource's listSlugRedirects (a public source may have no redirects).
  it('has no optional method but the build-only listSlugRedirects', () => {
    const optional = features.flatMap((feature) =>
      [...read(backend, 'ports', `${feature}.ts`).matchAll(/^\s+(\w+)\?\(/gm)].map(
        (match) => `${feature}.${match[1]}`,
      ),
    );
    expect(optional).toEqual(['videos.listSlugRedirects']);
  });

  it('makes AdminBackend of every feature port', () => {
    const port = read(backend, 'port.ts');
    for (const feature of features) {
      expect([feature, port.includes(`from './ports/${feature}.ts'`)]).toEqual([feature, true]);
    }
  });

  it.each(['local', 'supabase'])('implements every port in %s/<feature>.ts', (adapter) => {
    const assembler = read(backend, adapter, `${adapter}-backend.ts`);
    for (const feature of features) {
      const file = read(backend, adapter, `${feature}.ts`);
      const typed = file.includes(`from '../ports/${feature}.ts'`);
      expect([feature, typed]).toEqual([feature, true]);
      expect([feature, assembler.includes(`from './${feature}.ts'`)]).toEqual([feature, true]);
    }
  });

  it('checks every port in contract/<feature>.ts, gathered by suite.ts', () => {
    const suite = read(backend, 'contract', 'suite.ts');
    for (const feature of features) {
      const present = existsSync(join(backend, 'contract', `${feature}.ts`));
      if (!present && ABSENT[feature]?.includes('contract')) continue;
      expect([feature, present && suite.includes(`from './${feature}.ts'`)]).toEqual([
        feature,
        true,
      ]);
    }
  });

  it('fakes every port in tests/support/fakes/backend/<feature>.ts', () => {
    const support = join(root, 'tests', 'support', 'fakes');
    const assembler = read(support, 'backend.ts');
    for (const feature of features) {
      const present = existsSync(join(support, 'backend', `${feature}.ts`));
      if (!present && ABSENT[feature]?.includes('fake')) continue;
      expect([feature, present && assembler.includes(`from './backend/${feature}.ts'`)]).toEqual([
        feature,
        true,
      ]);
    }
  });
});
