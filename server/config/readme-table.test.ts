import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { VARIABLES } from './config.ts';

const README = new URL('../../README.md', import.meta.url);

/**
 * The variable names of the README's server table: the Markdown table whose rows start with a
 * backquoted `PORT`... (one row may name several variables: `ADMIN_EMAIL`, `ADMIN_PASSWORD`).
 */
function readmeServerVariables(markdown: string): string[] {
  const tables = markdown.match(/^\|.*(?:\n\|.*)*/gm) ?? [];
  const table = tables.find((block) => /^\| `PORT`/m.test(block));
  if (!table) throw new Error('README.md has no table with a `PORT` row');
  return table
    .split('\n')
    .slice(2)
    .flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Z0-9_]+)`/g)])
    .map((match) => match[1] ?? '');
}

describe("README's configuration table", () => {
  it('lists exactly the variables server/config/ reads', () => {
    const inReadme = readmeServerVariables(readFileSync(README, 'utf8'));
    expect([...inReadme].sort()).toEqual(VARIABLES.map((variable) => variable.name).sort());
  });
});
