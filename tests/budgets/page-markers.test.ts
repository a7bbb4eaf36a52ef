// @vitest-environment happy-dom
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CARD_OPENER,
  MUTE_TOGGLE,
  marked,
  PORTFOLIO,
  PRIVATE_LINK_TEMPLATE,
  REQUIRED_MARKERS,
} from '../../src/lib/page-markers.ts';
import { ROOT } from '../support/harness/server.ts';

// On the built site: every attribute a page's scripts (and, for the link page, the server) look
// for is in that page's HTML, so renaming a marker on one side only fails here, not in a browser.
const DIST = path.join(ROOT, 'dist');

const firstPage = (folder: string) => {
  const names = fs.readdirSync(path.join(DIST, folder)).sort();
  expect(names.length, `no page under dist/${folder}`).toBeGreaterThan(0);
  return path.join(folder, names[0] ?? '', 'index.html');
};

/**
 * The page parsed, its templates' contents included (the link page keeps its states there). It
 * is parsed inert, inside a template, so no stylesheet or script of the page is fetched or run.
 */
function parse(page: string): ParentNode[] {
  const holder = document.createElement('template');
  holder.innerHTML = fs.readFileSync(path.join(DIST, page), 'utf8');
  const templates = [...holder.content.querySelectorAll('template')].map((t) => t.content);
  return [holder.content, ...templates];
}

const missing = (page: string, markers: readonly string[]) => {
  const parts = parse(page);
  return markers.filter((name) => !parts.some((part) => part.querySelector(marked(name))));
};

describe('markers on the built pages', () => {
  it('finds every marker the landing page needs', () => {
    expect(fs.existsSync(path.join(DIST, 'index.html')), 'run the build first').toBe(true);
    expect(missing('index.html', REQUIRED_MARKERS.landing)).toEqual([]);
  });

  it('has the early-click catcher written into the landing page name the same markers', () => {
    // early-clicks.ts spells them out to stay inline (see there).
    const inline = fs
      .readFileSync(path.join(DIST, 'index.html'), 'utf8')
      .match(/<script type="module">[^<]*filmfolioEarlyClicks[^<]*<\/script>/)?.[0];
    expect(inline).toContain(`${marked(PORTFOLIO)} article ${CARD_OPENER}`);
    expect(inline).toContain(`button${marked(MUTE_TOGGLE)}`);
  });

  it('finds every marker a film page needs', () => {
    expect(missing(firstPage('films'), REQUIRED_MARKERS.film)).toEqual([]);
  });

  it('finds every marker a category page needs', () => {
    expect(missing(firstPage('categories'), REQUIRED_MARKERS.category)).toEqual([]);
  });

  it('finds every marker the private link page needs, each of its three templates', () => {
    const page = path.join('lien-prive', 'index.html');
    expect(missing(page, REQUIRED_MARKERS.privateLink)).toEqual([]);
    const [doc] = parse(page);
    for (const kind of ['unavailable', 'password', 'films']) {
      expect(
        doc?.querySelector(`template${marked(PRIVATE_LINK_TEMPLATE, kind)}`),
        kind,
      ).not.toBeNull();
    }
  });

  it('notices a marker that is not there', () => {
    expect(missing('index.html', ['data-no-such-marker'])).toEqual(['data-no-such-marker']);
  });
});
