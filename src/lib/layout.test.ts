import { describe, expect, it } from 'vitest';
import {
  assignPositions,
  columnSpan,
  fillRow,
  gridCells,
  gridColumnValue,
  gridHoles,
  gridPlacements,
  moveItem,
  sortVideos,
} from './layout.ts';

describe('sortVideos', () => {
  it('sorts by order_position ascending with a missing value counted as 0', () => {
    const videos = [
      { id: 'c', order_position: 2 },
      { id: 'missing', order_position: null },
      { id: 'a', order_position: 1 },
      { id: 'neg', order_position: -1 },
    ];
    expect(sortVideos(videos).map((v) => v.id)).toEqual(['neg', 'missing', 'a', 'c']);
  });

  it('keeps the original order among equal positions (stable)', () => {
    const videos = [
      { id: 'x', order_position: 0 },
      { id: 'y', order_position: null },
      { id: 'z', order_position: 0 },
      { id: 'w', order_position: 1 },
    ];
    expect(sortVideos(videos).map((v) => v.id)).toEqual(['x', 'y', 'z', 'w']);
  });

  it('does not change its input', () => {
    const videos = [
      { id: 'b', order_position: 1 },
      { id: 'a', order_position: 0 },
    ];
    sortVideos(videos);
    expect(videos.map((v) => v.id)).toEqual(['b', 'a']);
  });
});

describe('columnSpan', () => {
  it.each([
    ['full', 6],
    ['half', 3],
    ['normal', 2],
    ['third', 2],
    ['', 2],
    [null, 2],
    [undefined, 2],
  ])('%s spans %i columns', (layout, span) => {
    expect(columnSpan(layout)).toBe(span);
  });
});

describe('gridPlacements', () => {
  it('starts the only half video at column 2', () => {
    const placements = gridPlacements([
      { layout: 'full' },
      { layout: 'half' },
      { layout: 'normal' },
    ]);
    expect(placements).toEqual([{ span: 6 }, { span: 3, start: 2 }, { span: 2 }]);
  });

  it('sets no start when there is no half video', () => {
    expect(gridPlacements([{ layout: 'normal' }, { layout: 'full' }, { layout: null }])).toEqual([
      { span: 2 },
      { span: 6 },
      { span: 2 },
    ]);
  });

  it('sets no start when two videos are half', () => {
    expect(gridPlacements([{ layout: 'half' }, { layout: 'half' }, { layout: 'x' }])).toEqual([
      { span: 3 },
      { span: 3 },
      { span: 2 },
    ]);
  });

  it('handles an empty list', () => {
    expect(gridPlacements([])).toEqual([]);
  });
});

describe('moveItem', () => {
  const items = ['a', 'b', 'c', 'd'];

  it('moves an item down', () => {
    expect(moveItem(items, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
  });

  it('moves an item up', () => {
    expect(moveItem(items, 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('returns the same order for a drop in place or outside the list', () => {
    expect(moveItem(items, 1, 1)).toEqual(items);
    expect(moveItem(items, -1, 2)).toEqual(items);
    expect(moveItem(items, 1, 4)).toEqual(items);
  });

  it('returns a new array and leaves the input alone', () => {
    const result = moveItem(items, 0, 1);
    expect(result).not.toBe(items);
    expect(items).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('assignPositions', () => {
  it('numbers every video 0..n-1 in the given order', () => {
    const ordered = [
      { id: 'c', order_position: 7 },
      { id: 'a', order_position: null },
      { id: 'b', order_position: 0 },
    ];
    expect(assignPositions(ordered)).toEqual([
      { id: 'c', order_position: 0 },
      { id: 'a', order_position: 1 },
      { id: 'b', order_position: 2 },
    ]);
  });

  it('after a move, sorting by the new positions gives the moved order', () => {
    const list = ['a', 'b', 'c', 'd', 'e'].map((id, i) => ({ id, order_position: i }));
    const moved = assignPositions(moveItem(list, 4, 0));
    expect(sortVideos([...moved].reverse()).map((v) => v.id)).toEqual(['e', 'a', 'b', 'c', 'd']);
  });
});

describe('gridColumnValue', () => {
  it('spans from the fixed start, or spans where the flow puts the card', () => {
    expect(gridColumnValue({ span: 3, start: 2 })).toBe('2 / span 3');
    expect(gridColumnValue({ span: 6 })).toBe('span 6 / span 6');
  });
});

describe('gridCells, gridHoles and fillRow (the dashboard plan of the public grid)', () => {
  const grid = (order: string) =>
    order.split(' ').map((c) => ({ layout: c === 'f' ? 'full' : c === 'h' ? 'half' : 'normal' }));
  const cells = (order: string) =>
    gridCells(grid(order)).map(({ row, column, span }) => [row, column, span]);

  it('places cards as CSS grid does, the single half on a row of its own when past column 2', () => {
    expect(cells('n n n')).toEqual([
      [0, 1, 2],
      [0, 3, 2],
      [0, 5, 2],
    ]);
    expect(cells('n h')).toEqual([
      [0, 1, 2],
      [1, 2, 3],
    ]);
    expect(cells('h n n')).toEqual([
      [0, 2, 3],
      [0, 5, 2],
      [1, 1, 2],
    ]);
    expect(cells('n n h h')).toEqual([
      [0, 1, 2],
      [0, 3, 2],
      [1, 1, 3],
      [1, 4, 3],
    ]);
    expect(cells('n f n')).toEqual([
      [0, 1, 2],
      [1, 1, 6],
      [2, 1, 2],
    ]);
  });

  it('finds the empty cells of each row, none in a full grid', () => {
    expect([...gridHoles(gridCells(grid('n n n f h h')))]).toEqual([]);
    expect([...gridHoles(gridCells(grid('h n n')))]).toEqual([
      [0, [1]],
      [1, [3, 4, 5, 6]],
    ]);
  });

  it('suggests the one layout change on the row that leaves the fullest grid, or none', () => {
    // Normal then the single half: the normal one as a half makes one full row of two halves.
    expect(fillRow(grid('n h'), 0)).toEqual({ index: 0, layout: 'half' });
    expect(fillRow(grid('f n'), 1)).toEqual({ index: 1, layout: 'full' });
    expect(fillRow(grid('n n n'), 0)).toBeNull();
  });
});
