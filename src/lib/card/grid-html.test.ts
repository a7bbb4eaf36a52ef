// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installManualObserver } from '../../../tests/support/intersection-observer.ts';
import { makeVideo } from '../../../tests/support/make-video.ts';
import { VideoGrid } from './VideoGrid.tsx';

beforeEach(installManualObserver);
afterEach(cleanup);

function columns(container: HTMLElement): string[] {
  return [...container.querySelectorAll('li')].map((li) =>
    li.style.getPropertyValue('--grid-column'),
  );
}

describe('VideoGrid', () => {
  it('is one column on phones and six on md and up, items placed only from md', () => {
    const { container } = render(<VideoGrid videos={[makeVideo({ id: 'a' })]} />);
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
    const { container } = render(<VideoGrid videos={videos} />);
    expect(columns(container)).toEqual([
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
    const { container } = render(<VideoGrid videos={videos} />);
    expect(columns(container)).toEqual(['span 2 / span 2', '2 / span 3', 'span 6 / span 6']);
  });

  it('loads the first thumbnails eagerly and the rest lazily', () => {
    const videos = ['a', 'b', 'c', 'd'].map((id) => makeVideo({ id }));
    const { container } = render(<VideoGrid videos={videos} />);
    const loading = [...container.querySelectorAll('img')].map((img) =>
      img.getAttribute('loading'),
    );
    expect(loading).toEqual(['eager', 'eager', 'eager', 'lazy']);
  });
});
