// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { makeVideo } from '../../../tests/support/data/make-video.ts';
import { fr } from '../i18n/fr.ts';
import { gridHtml, portfolioHtml } from './grid-html.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function draw(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body;
}

function columns(container: HTMLElement): string[] {
  return [...container.querySelectorAll('li')].map((li) =>
    li.style.getPropertyValue('--grid-column'),
  );
}

describe('the grid', () => {
  it('is one column on phones and six on md and up, items placed only from md', () => {
    const container = draw(gridHtml([makeVideo({ id: 'a' })]));
    const list = container.querySelector('ul');
    expect(list?.className).toContain('grid-cols-1');
    expect(list?.className).toContain('md:grid-cols-6');
    expect(container.querySelector('li')?.className).toContain(
      'md:[grid-column:var(--grid-column)]',
    );
  });

  it('spans 6 for full, 3 for half, 2 for normal and unknown layouts', () => {
    const videos = [
      makeVideo({ id: 'a', layout: 'full' }),
      makeVideo({ id: 'b', layout: 'half' }),
      makeVideo({ id: 'c', layout: 'half' }),
      makeVideo({ id: 'd', layout: 'normal' }),
      makeVideo({ id: 'e', layout: 'wide' }),
      makeVideo({ id: 'f', layout: null }),
    ];
    expect(columns(draw(gridHtml(videos)))).toEqual([
      'span 6 / span 6',
      'span 3 / span 3',
      'span 3 / span 3',
      'span 2 / span 2',
      'span 2 / span 2',
      'span 2 / span 2',
    ]);
  });

  it('starts a single half video at column 2', () => {
    const videos = [
      makeVideo({ id: 'a', layout: 'normal' }),
      makeVideo({ id: 'b', layout: 'half' }),
      makeVideo({ id: 'c', layout: 'full' }),
    ];
    expect(columns(draw(gridHtml(videos)))).toEqual([
      'span 2 / span 2',
      '2 / span 3',
      'span 6 / span 6',
    ]);
  });

  it('loads the first thumbnails eagerly and the rest lazily', () => {
    const videos = ['a', 'b', 'c', 'd'].map((id) => makeVideo({ id }));
    const loading = [...draw(gridHtml(videos)).querySelectorAll('img')].map((img) =>
      img.getAttribute('loading'),
    );
    expect(loading).toEqual(['eager', 'eager', 'eager', 'lazy']);
  });

  it('marks each item with its category slug and layout, for the landing filter', () => {
    const items = draw(
      gridHtml([
        makeVideo({ id: 'a', category: 'Publicité', layout: 'half' }),
        makeVideo({ id: 'b' }),
      ]),
    ).querySelectorAll('li');
    expect(items[0]?.dataset.category).toBe('publicite');
    expect(items[0]?.dataset.layout).toBe('half');
    expect(items[1]?.hasAttribute('data-category')).toBe(false);
  });
});

describe('the portfolio before and without a list', () => {
  it('without a list shows 6 placeholders in a 3-column grid, busy', () => {
    const container = draw(portfolioHtml(null));
    expect(container.querySelectorAll('[data-testid="skeleton"]')).toHaveLength(6);
    const loading = container.querySelector('[data-testid="portfolio-loading"]');
    expect(loading?.className).toContain('md:grid-cols-3');
    expect(loading?.getAttribute('aria-busy')).toBe('true');
    expect(loading?.textContent).toBe(fr.portfolio.loading);
  });

  it('a list that could not be read shows the load error, as an alert', () => {
    const container = draw(portfolioHtml(null, true));
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(fr.portfolio.loadError);
    expect(container.querySelectorAll('[data-testid="skeleton"]')).toHaveLength(0);
  });

  it('shows the empty text for an empty list, even if asked after a failure', () => {
    expect(draw(portfolioHtml([])).textContent).toBe(fr.portfolio.empty);
    expect(draw(portfolioHtml([], true)).textContent).toBe(fr.portfolio.empty);
  });
});
