import { describe, expect, it } from 'vitest';
import type { TraceEvent } from './main-thread.ts';
import { describeWork, medianWork, renderWork } from './render-work.ts';

const on = { pid: 1, tid: 2 };
const event = (name: string, args: Record<string, unknown> = {}, thread = on): TraceEvent => ({
  name,
  ph: 'X',
  ts: 0,
  dur: 10,
  ...thread,
  args,
});

describe('renderWork', () => {
  it('counts layouts, objects, restyled elements and paints of the page thread only', () => {
    const events = [
      event('Layout', { beginData: { dirtyObjects: 300, totalObjects: 320 } }),
      event('Layout', { beginData: { dirtyObjects: 12 } }),
      event('UpdateLayoutTree', { elementCount: 250 }),
      event('UpdateLayoutTree', {}),
      event('Paint'),
      event('Paint'),
      // Another renderer's work, and an instant event, are not the page's.
      event('Layout', { beginData: { dirtyObjects: 999 } }, { pid: 1, tid: 3 }),
      { ...event('Paint'), ph: 'I' },
    ];
    expect(renderWork(events, on)).toEqual({
      layouts: 2,
      layoutObjects: 312,
      restyledElements: 250,
      paints: 2,
    });
  });

  it('takes medians and says it in one line', () => {
    const runs = [
      { layouts: 3, layoutObjects: 300, restyledElements: 200, paints: 9 },
      { layouts: 5, layoutObjects: 600, restyledElements: 590, paints: 50 },
      { layouts: 4, layoutObjects: 280, restyledElements: 190, paints: 10 },
    ];
    const work = medianWork(runs);
    expect(work).toEqual({ layouts: 4, layoutObjects: 300, restyledElements: 200, paints: 10 });
    expect(describeWork(work)).toBe(
      '300 objects laid out in 4 layouts, 200 elements restyled, 10 paints',
    );
  });
});
