import { describe, expect, it } from 'vitest';
import {
  breakdown,
  describeTask,
  GROUPS,
  groupOf,
  medianGroups,
  pageMainThread,
  scaleTask,
  type TraceEvent,
} from './main-thread.ts';

const MAIN = { pid: 7, tid: 1 };
const x = (name: string, ts: number, dur: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({
  name,
  ph: 'X',
  ts: ts * 1000,
  dur: dur * 1000,
  ...MAIN,
  ...extra,
});

describe('main-thread breakdown of a trace', () => {
  it('names groups from event names, GC families included, and leaves tasks unnamed', () => {
    expect(groupOf('UpdateLayoutTree')).toBe('style');
    expect(groupOf('ParseAuthorStyleSheet')).toBe('style');
    expect(groupOf('Layout')).toBe('layout');
    expect(groupOf('Paint')).toBe('paint');
    expect(groupOf('Decode Image')).toBe('image decode');
    expect(groupOf('v8.compileModule')).toBe('script');
    expect(groupOf('ParseHTML')).toBe('HTML parse');
    expect(groupOf('BlinkGC.AtomicPauseMarkTransitiveClosure')).toBe('GC');
    expect(groupOf('V8.GC_SCAVENGER')).toBe('GC');
    expect(groupOf('RunTask')).toBeUndefined();
  });

  it("counts each event's own time, in its group or its nearest named ancestor's", () => {
    const events = [
      // A 100 ms task: HTML parse 30 ms of own time, holding a 20 ms style recalc with a 5 ms
      // unnamed child (style), then 40 ms of layout; 10 ms of the task itself (other).
      x('RunTask', 0, 100, { cat: 'toplevel' }),
      x('ParseHTML', 0, 50),
      x('UpdateLayoutTree', 10, 20),
      x('SomethingInside', 15, 5),
      x('Layout', 50, 40),
      // A short task: 8 ms of image decode, then a task on another thread (ignored).
      x('RunTask', 200, 10, { cat: 'toplevel' }),
      x('Decode Image', 201, 8),
      { ...x('Paint', 0, 500), tid: 2 },
    ];
    const result = breakdown(events, MAIN);
    expect(result.groups['HTML parse']).toBeCloseTo(30);
    expect(result.groups.style).toBeCloseTo(20);
    expect(result.groups.layout).toBeCloseTo(40);
    expect(result.groups['image decode']).toBeCloseTo(8);
    expect(result.groups.other).toBeCloseTo(12);
    expect(result.groups.paint).toBe(0);
    expect(result.total).toBeCloseTo(110);
    expect(result.wallTotal).toBeCloseTo(110);
    expect(result.byName[0]).toMatchObject({ name: 'Layout', group: 'layout' });
    expect(result.longTasks).toHaveLength(1);
    expect(result.longTasks[0]?.groups.layout).toBeCloseTo(40);
    expect(result.blockingTime).toBeCloseTo(50);
  });

  it('takes text shaping and font lookups out of the layout that needs them', () => {
    expect(groupOf('InlineNode::ShapeTextIncludingFirstLine')).toBe('text');
    expect(groupOf('WebSandboxSupportLinux::GetWebFontRenderStyleForStrike')).toBe('text');
    expect(groupOf('FontDataManager::onMatchFamilyStyle')).toBe('text');
    // A 40 ms layout: 12 ms shaping, holding a 5 ms font lookup, 3 ms of another font lookup.
    const events = [
      x('RunTask', 0, 40, { cat: 'toplevel' }),
      x('Layout', 0, 40),
      x('InlineNode::ShapeTextIncludingFirstLine', 5, 12),
      x('FontCache::GetFontPlatformData', 6, 5),
      x('WebSandboxSupportLinux::GetWebFontRenderStyleForStrike', 20, 3),
    ];
    const result = breakdown(events, MAIN);
    expect(result.groups.text).toBeCloseTo(15);
    expect(result.groups.layout).toBeCloseTo(25);
  });

  it('counts CPU time (tdur) where the trace has it, wall time for blocking', () => {
    // A 120 ms task (wall) that had the CPU 40 ms: the machine ran something else meanwhile.
    const events = [
      x('RunTask', 0, 120, { cat: 'toplevel', tdur: 40_000 }),
      x('Layout', 10, 100, { tdur: 30_000 }),
    ];
    const result = breakdown(events, MAIN);
    expect(result.groups.layout).toBeCloseTo(30);
    expect(result.groups.other).toBeCloseTo(10);
    expect(result.total).toBeCloseTo(40);
    expect(result.blockingTime).toBeCloseTo(70);
    expect(result.longTasks[0]?.groups.layout).toBeCloseTo(30);
  });

  it("lays layout of the page's frame to the page, not an SVG image's frame", () => {
    const events = [
      x('RunTask', 0, 5, { cat: 'toplevel' }),
      x('ParseHTML', 0, 5, { args: { beginData: { frame: 'F1', url: 'http://a/' } } }),
      x('RunTask', 10, 70, { cat: 'toplevel' }),
      x('Layout', 10, 60, { args: { beginData: { frame: 'F1' } } }),
      x('RunTask', 100, 70, { cat: 'toplevel' }),
      x('Layout', 100, 60, { args: { beginData: { frame: 'SVG' } } }),
    ];
    const [page, svg] = breakdown(events, MAIN).longTasks;
    expect(page?.urls).toEqual(['http://a/']);
    expect(svg?.urls).toEqual([]);
  });

  it('lays a long task to the script URLs its events name, else says none', () => {
    const events = [
      x('RunTask', 0, 80, { cat: 'toplevel' }),
      x('EvaluateScript', 0, 70, { args: { data: { url: 'http://127.0.0.1:9/_astro/a.js' } } }),
      x('RunTask', 100, 60, { cat: 'toplevel' }),
      x('MajorGC', 100, 55),
    ];
    const [script, gc] = breakdown(events, MAIN).longTasks;
    expect(script?.urls).toEqual(['http://127.0.0.1:9/_astro/a.js']);
    expect(describeTask(script as NonNullable<typeof script>)).toContain('/_astro/a.js');
    expect(gc?.urls).toEqual([]);
    const simulated = scaleTask(gc as NonNullable<typeof gc>, 4);
    expect([simulated.duration, simulated.cpu, simulated.groups.GC]).toEqual([240, 240, 220]);
    expect(describeTask(gc as NonNullable<typeof gc>)).toBe(
      '60 ms at 100 ms, CPU 60: GC 55, other 5; Unattributable (no URL)',
    );
  });

  it("finds the thread that parsed the page's HTML, else the busiest renderer main thread", () => {
    const meta = (pid: number, tid: number): TraceEvent => ({
      name: 'thread_name',
      ph: 'M',
      ts: 0,
      pid,
      tid,
      args: { name: 'CrRendererMain' },
    });
    const parse = {
      ...x('ParseHTML', 0, 5),
      pid: 9,
      tid: 3,
      args: { beginData: { url: 'http://a/' } },
    };
    expect(pageMainThread([meta(7, 1), parse], 'http://a/')).toEqual({ pid: 9, tid: 3 });
    const busy = [meta(7, 1), meta(8, 1), x('Layout', 0, 1), { ...x('Layout', 0, 9), pid: 8 }];
    expect(pageMainThread(busy, 'http://b/')).toEqual({ pid: 8, tid: 1 });
  });

  it('takes the median of each group', () => {
    const run = (ms: number) =>
      Object.fromEntries(GROUPS.map((g) => [g, g === 'paint' ? ms : 0])) as Record<
        (typeof GROUPS)[number],
        number
      >;
    expect(medianGroups([run(1), run(9), run(3)]).paint).toBe(3);
  });
});
