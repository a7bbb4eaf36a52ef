// The built pages of both languages are valid HTML (issue 32): html-validate, offline, with its
// standard rules (conformance to the HTML standard, no house style), on the dist/ the test command
// builds from the demo content, whose English pages show French texts inside lang="fr".
import fs from 'node:fs';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/harness/server.ts';

const DIST = path.join(ROOT, 'dist');
const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

/** Every film page the build wrote under `folder` (films/ or en/films/), redirects left out. */
function filmPages(folder: string): string[] {
  return fs
    .readdirSync(path.join(DIST, folder))
    .map((slug) => path.join(folder, slug, 'index.html'))
    .filter((page) => !fs.readFileSync(path.join(DIST, page), 'utf8').includes('http-equiv'));
}

const PAGES = [
  'index.html',
  'en/index.html',
  'mentions-legales/index.html',
  'en/mentions-legales/index.html',
  '404.html',
  'en/404/index.html',
  ...filmPages('films'),
  ...filmPages('en/films'),
];

describe('valid HTML in both languages', () => {
  it('lists landing and film pages of both languages', () => {
    expect(PAGES.filter((page) => page.startsWith('en/films/')).length).toBeGreaterThan(0);
    expect(PAGES.filter((page) => page.startsWith('en/films/')).length).toBe(
      PAGES.filter((page) => page.startsWith('films/')).length,
    );
  });

  it.each(PAGES)('%s has no error', async (page) => {
    const report = await validator.validateFile(path.join(DIST, page));
    const errors = report.results.flatMap((result) =>
      result.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.message}`),
    );
    expect(errors).toEqual([]);
  });
});
