// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps the page's state (its listeners, the category shown): a fresh one per test.
type FilterModule = typeof import('./category-filter.ts');
let filterTo: FilterModule['filterTo'];
let categoryOfPath: FilterModule['categoryOfPath'];

// The landing page's row and grid as the build writes them (CategoryFilter.astro,
// src/lib/card/grid-html.ts).
function page(): { nav: HTMLElement; link: (slug: string) => HTMLAnchorElement } {
  document.body.innerHTML = `
    <nav data-category-filter="in-place">
      <a href="/#portfolio" data-category="" data-title="Tous | FilmFolio" aria-current="page">Tous</a>
      <a href="/categories/pub/" data-category="pub" data-title="Pub | FilmFolio">Pub</a>
      <a href="/categories/clip/" data-category="clip" data-title="Clip | FilmFolio">Clip</a>
    </nav>
    <div data-portfolio><ul>
      <li data-category="pub" data-layout="full"></li>
      <li data-category="clip" data-layout="half"></li>
      <li data-layout="normal"></li>
      <li data-category="pub" data-layout="half"></li>
    </ul></div>`;
  const nav = document.querySelector('nav') as HTMLElement;
  return {
    nav,
    link: (slug) => nav.querySelector(`a[data-category="${slug}"]`) as HTMLAnchorElement,
  };
}

const shown = () =>
  [...document.querySelectorAll('li')].map((li) =>
    li.hidden ? '-' : li.style.getPropertyValue('--grid-column'),
  );
const current = () =>
  [...document.querySelectorAll('a[aria-current="page"]')].map((a) => a.textContent);

beforeEach(async () => {
  window.history.replaceState(null, '', '/');
  vi.resetModules();
  ({ filterTo, categoryOfPath } = await import('./category-filter.ts'));
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('category filter in place', () => {
  it('reads the category from a category page address only', () => {
    expect(categoryOfPath('/categories/court-metrage/')).toBe('court-metrage');
    expect(categoryOfPath('/categories/court-metrage')).toBe('court-metrage');
    expect(categoryOfPath('/')).toBe('');
    expect(categoryOfPath('/films/pub/')).toBe('');
  });

  it("shows the category's cards placed as on its page, marks the link, records the address", () => {
    const { nav, link } = page();
    const before = window.history.length;
    filterTo(nav, link('pub'));
    // One half among the cards shown: it starts at column 2, as on /categories/pub/.
    expect(shown()).toEqual(['span 6 / span 6', '-', '-', '2 / span 3']);
    expect(current()).toEqual(['Pub']);
    expect(window.location.pathname).toBe('/categories/pub/');
    expect(window.history.length).toBe(before + 1);
    expect(document.title).toBe('Pub | FilmFolio');

    filterTo(nav, link('clip'));
    expect(shown()).toEqual(['-', '2 / span 3', '-', '-']);
    filterTo(nav, link(''));
    expect(shown().filter((value) => value === '-')).toEqual([]);
    expect(current()).toEqual(['Tous']);
    expect(window.location.pathname).toBe('/');
  });

  it('follows back and forward', async () => {
    const { nav, link } = page();
    filterTo(nav, link('clip'));
    const popped = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    window.history.replaceState(null, '', '/categories/pub/');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await popped;
    expect(current()).toEqual(['Pub']);
    expect(shown()).toEqual(['span 6 / span 6', '-', '-', '2 / span 3']);
  });

  it('applies the filter shown to a grid the live list renders anew', async () => {
    const { nav, link } = page();
    filterTo(nav, link('clip'));
    const root = document.querySelector('[data-portfolio]') as HTMLElement;
    const grid = document.createElement('ul');
    grid.innerHTML = '<li data-category="clip"></li><li data-category="pub"></li>';
    root.replaceChildren(grid);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown()).toEqual(['span 2 / span 2', '-']);
  });
});
