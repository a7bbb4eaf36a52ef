import { median } from '../bench/table.ts';
import type { Thread, TraceEvent } from './main-thread.ts';

// How much rendering work a page load made, counted from its trace: objects laid out, elements
// restyled, paints. Unlike times, these counts do not grow when other processes share the
// machine's cores, so two pages (or two versions of one) compare on a busy machine too.

export interface RenderWork {
  /** Layout passes. */
  layouts: number;
  /** Layout objects those passes laid out (each Layout event's dirtyObjects, summed). */
  layoutObjects: number;
  /** Elements whose style was computed, over every style recalc (UpdateLayoutTree). */
  restyledElements: number;
  /** Paint events: one per paint of the page or one of its layers. */
  paints: number;
}

const numberAt = (value: unknown): number => (typeof value === 'number' ? value : 0);

/** The rendering work of the main thread `thread` in `events`. */
export function renderWork(events: readonly TraceEvent[], thread: Thread): RenderWork {
  const work: RenderWork = { layouts: 0, layoutObjects: 0, restyledElements: 0, paints: 0 };
  for (const e of events) {
    if (e.pid !== thread.pid || e.tid !== thread.tid || e.ph !== 'X') continue;
    if (e.name === 'Layout') {
      work.layouts += 1;
      const begin = e.args?.beginData as { dirtyObjects?: unknown } | undefined;
      work.layoutObjects += numberAt(begin?.dirtyObjects);
    } else if (e.name === 'UpdateLayoutTree') {
      work.restyledElements += numberAt(e.args?.elementCount);
    } else if (e.name === 'Paint') {
      work.paints += 1;
    }
  }
  return work;
}

/** Each count's median over several loads. */
export function medianWork(runs: readonly RenderWork[]): RenderWork {
  const of = (key: keyof RenderWork) => median(runs.map((r) => r[key]));
  return {
    layouts: of('layouts'),
    layoutObjects: of('layoutObjects'),
    restyledElements: of('restyledElements'),
    paints: of('paints'),
  };
}

export function describeWork(work: RenderWork): string {
  return `${work.layoutObjects} objects laid out in ${work.layouts} layouts, ${work.restyledElements} elements restyled, ${work.paints} paints`;
}
