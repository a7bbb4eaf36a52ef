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

/**
 * Where a feature has no file, and why: none today. (Supabase makes no preview copy itself, the
 * admin's browser does, so its previews.ts has only sendPreview; it still has the file.)
 */
const ABSENT: Readonly<Record<string, readonly string[]>> = {};

const read = (...path: string[]) => readFileSync(join(...path), 'utf8');

describe('backend ports: one file name per feature in each folder', () => {
  it('has the seven feature ports', () => {
    expect(features).toEqual([
      'links',
      'messages',
      'previews',
      'session',
      'settings',
      'statistics',
      'videos',
    ]);
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
      // Supabase's previews.ts is typed by the assembler (its one method is a function).
      const typed = file.includes(`from '../ports/${feature}.ts'`);
      expect([feature, typed || feature === 'previews']).toEqual([feature, true]);
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
