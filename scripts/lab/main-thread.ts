import { median } from '../bench/table.ts';

// Where a page's main-thread time goes, from the events of a Chromium trace (the JSON Chromium
// writes for DevTools' Performance panel). Pure: no browser here, see trace.ts for taking one.

/** One event of a Chromium trace; only complete events (ph 'X') carry a duration. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event: unlike dur, not lengthened while the OS runs others. */
  tdur?: number;
  pid: number;
  tid: number;
  cat?: string;
  args?: Record<string, unknown>;
}

export const GROUPS = [
  'style',
  'layout',
  'text',
  'paint',
  'image decode',
  'script',
  'HTML parse',
  'GC',
  'other',
] as const;
export type Group = (typeof GROUPS)[number];

// Event names as Chromium's timeline writes them (the names DevTools and Lighthouse group on).
const BY_NAME: Record<string, Group> = {
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseAuthorStyleSheet: 'style',
  ScheduleStyleRecalculation: 'style',
  Layout: 'layout',
  InvalidateLayout: 'layout',
  ScheduleLayout: 'layout',
  LayoutShadowRoot: 'layout',
  Paint: 'paint',
  PaintImage: 'paint',
  PaintSetup: 'paint',
  PrePaint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  UpdateLayerTree: 'paint',
  CompositeLayers: 'paint',
  Commit: 'paint',
  RasterTask: 'paint',
  'Decode Image': 'image decode',
  ImageDecodeTask: 'image decode',
  'Decode LazyPixelRef': 'image decode',
  'Draw LazyPixelRef': 'image decode',
  'Resize Image': 'image decode',
  'ImageFrameGenerator::decode': 'image decode',
  EvaluateScript: 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  FireAnimationFrame: 'script',
  FireIdleCallback: 'script',
  RunMicrotasks: 'script',
  'v8.compile': 'script',
  'v8.compileModule': 'script',
  'v8.evaluateModule': 'script',
  'v8.run': 'script',
  'v8.execute': 'script',
  'V8.Execute': 'script',
  'v8.parseOnBackground': 'script',
  'v8.produceModuleCache': 'script',
  'v8.produceCache': 'script',
  CompileScript: 'script',
  CompileCode: 'script',
  XHRReadyStateChange: 'script',
  XHRLoad: 'script',
  ParseHTML: 'HTML parse',
  MinorGC: 'GC',
  MajorGC: 'GC',
  GCEvent: 'GC',
};

/**
 * Text: shaping runs of text, and finding and opening fonts (on Linux a synchronous request to the
 * browser process per family, weight and size). Inside a layout, this is what a page with text
 * pays and a bare page never does; the font events are in the trace's "fonts" category.
 */
const TEXT =
  /^(InlineNode::Shape|ShapeResult|HarfBuzzShaper|WebSandboxSupportLinux::|FontDataManager|FontCache::|FontFallback)/;

/** The group an event's own time belongs to; undefined for a name that says nothing (a task). */
export function groupOf(name: string): Group | undefined {
  const known = BY_NAME[name];
  if (known) return known;
  if (/^(V8\.GC|BlinkGC\.|CppGC\.|ThreadState::)/.test(name)) return 'GC';
  if (TEXT.test(name)) return 'text';
  return undefined;
}

/** Top-level task events of Chromium's scheduler: what a long task is made of. */
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadPool_RunTask']);

export interface Thread {
  pid: number;
  tid: number;
}

/**
 * The renderer main thread that parsed the page at `url` (its ParseHTML names it); when no such
 * event exists, the busiest CrRendererMain thread.
 */
export function pageMainThread(events: readonly TraceEvent[], url: string): Thread | null {
  const parsedUrl = (e: TraceEvent) => (e.args?.beginData as { url?: unknown } | undefined)?.url;
  const parse = events.find((e) => {
    const parsed = parsedUrl(e);
    return e.name === 'ParseHTML' && typeof parsed === 'string' && parsed.startsWith(url);
  });
  if (parse) return { pid: parse.pid, tid: parse.tid };
  const mains = events.filter(
    (e) =>
      e.ph === 'M' &&
      e.name === 'thread_name' &&
      (e.args as { name?: string } | undefined)?.name === 'CrRendererMain',
  );
  let best: Thread | null = null;
  let bestTime = -1;
  for (const m of mains) {
    const time = events
      .filter((e) => e.pid === m.pid && e.tid === m.tid && e.ph === 'X')
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
    if (time > bestTime) [best, bestTime] = [{ pid: m.pid, tid: m.tid }, time];
  }
  return best;
}

export type GroupTimes = Record<Group, number>;

const zero = (): GroupTimes =>
  Object.fromEntries(GROUPS.map((g) => [g, 0])) as unknown as GroupTimes;

export interface LongTask {
  /** ms from the first event of the window. */
  start: number;
  duration: number;
  /** Of which the main thread had the CPU (the rest: waiting for it, on a busy machine). */
  cpu: number;
  /** What the task's CPU time went to, ms. */
  groups: GroupTimes;
  /** URLs Lighthouse would lay the task to (none: "Unattributable" in its long-tasks audit). */
  urls: string[];
}

export interface Breakdown {
  /**
   * CPU (thread) time of every event on the main thread, by group, ms: what the page costs, much
   * less disturbed than wall time when other processes share the machine's cores.
   */
  groups: GroupTimes;
  /** Their sum: the main thread's CPU time. */
  total: number;
  /** The main thread's wall time in tasks (what a visitor waits through, load included). */
  wallTotal: number;
  /** Own CPU time by event name, ms, largest first (the detail behind the groups). */
  byName: Array<{ name: string; group: Group; ms: number }>;
  /** Top-level tasks of 50 ms or more. */
  longTasks: LongTask[];
  /** Sum over long tasks (wall time) of their time past 50 ms (TBT's rule, over the whole window). */
  blockingTime: number;
}

interface Node {
  event: TraceEvent;
  end: number;
  children: Node[];
  parent: Node | null;
}

const LIFECYCLE = new Set(['UpdateLayoutTree', 'Layout', 'Paint']);

/**
 * The URLs Lighthouse lays an event to (core/lib/tracehouse/main-thread-tasks.js, simplified):
 * scripts that run or compile, the document a ParseHTML parses, a parsed stylesheet, the page for
 * style, layout and paint of a frame it knows (the page's, not an SVG image's), stack frames.
 */
function urlsOf(event: TraceEvent, frames: ReadonlyMap<string, string>): string[] {
  const args = event.args ?? {};
  const data = { ...(args.beginData as object), ...(args.data as object) } as Record<
    string,
    unknown
  >;
  const found: unknown[] = [];
  if (['v8.compile', 'EvaluateScript', 'FunctionCall', 'ParseHTML'].includes(event.name)) {
    found.push(data.url);
  }
  if (event.name === 'v8.compileModule') found.push(args.fileName);
  if (event.name === 'ParseAuthorStyleSheet') found.push(data.styleSheetUrl);
  if (LIFECYCLE.has(event.name)) found.push(frames.get(String(data.frame ?? '')));
  const stack = data.stackTrace;
  if (Array.isArray(stack)) found.push(...stack.map((f: { url?: unknown }) => f?.url));
  return found.filter((u): u is string => typeof u === 'string' && u !== '');
}

/** Frames the page's documents were parsed into, and their URLs. */
function pageFrames(events: readonly TraceEvent[]): Map<string, string> {
  const frames = new Map<string, string>();
  for (const e of events) {
    const begin = e.args?.beginData as { frame?: unknown; url?: unknown } | undefined;
    if (e.name === 'ParseHTML' && typeof begin?.frame === 'string' && typeof begin.url === 'string')
      frames.set(begin.frame, begin.url);
  }
  return frames;
}

/** Builds the nesting of complete events on one thread (children lie inside their parent). */
function forest(events: readonly TraceEvent[]): Node[] {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const roots: Node[] = [];
  const stack: Node[] = [];
  for (const event of sorted) {
    const node: Node = { event, end: event.ts + (event.dur ?? 0), children: [], parent: null };
    while (stack.length && (stack.at(-1) as Node).end <= event.ts) stack.pop();
    const parent = stack.at(-1) ?? null;
    // An event that overruns its parent (clock rounding) is cut to it rather than re-parented.
    if (parent) node.end = Math.min(node.end, parent.end);
    node.parent = parent;
    (parent ? parent.children : roots).push(node);
    stack.push(node);
  }
  return roots;
}

function groupFor(node: Node): Group {
  for (let n: Node | null = node; n; n = n.parent) {
    const g = groupOf(n.event.name);
    if (g) return g;
  }
  return 'other';
}

/**
 * Main-thread time of one page load from its trace: every complete event's own time (its
 * duration less its children's) in the group of its name, or of its nearest named ancestor.
 */
export function breakdown(
  events: readonly TraceEvent[],
  thread: Thread,
  /** Wall ms from which a task is long: 50, or 12.5 in an unthrottled trace Lighthouse scales 4x. */
  longTaskMs = 50,
): Breakdown {
  const own = events.filter(
    (e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && (e.dur ?? 0) >= 0,
  );
  const roots = forest(own);
  const frames = pageFrames(own);
  const origin = own.reduce((m, e) => Math.min(m, e.ts), Number.POSITIVE_INFINITY);
  const groups = zero();
  const names = new Map<string, { group: Group; ms: number }>();
  const cpu = (n: Node) => n.event.tdur ?? n.end - n.event.ts;
  const visit = (node: Node, into: GroupTimes[], urls: string[]) => {
    const childTime = node.children.reduce((s, c) => s + cpu(c), 0);
    const self = Math.max(0, cpu(node) - childTime) / 1000;
    const group = groupFor(node);
    for (const target of into) target[group] += self;
    const entry = names.get(node.event.name) ?? { group, ms: 0 };
    entry.ms += self;
    names.set(node.event.name, entry);
    urls.push(...urlsOf(node.event, frames));
    for (const child of node.children) visit(child, into, urls);
  };
  const longTasks: LongTask[] = [];
  let wallTotal = 0;
  for (const root of roots) {
    const duration = (root.end - root.event.ts) / 1000;
    wallTotal += duration;
    const isTask = TASK_NAMES.has(root.event.name) || (root.event.cat ?? '').includes('toplevel');
    if (isTask && duration >= longTaskMs) {
      const task: LongTask = {
        start: (root.event.ts - origin) / 1000,
        duration,
        cpu: (root.event.tdur ?? root.end - root.event.ts) / 1000,
        groups: zero(),
        urls: [],
      };
      visit(root, [groups, task.groups], task.urls);
      task.urls = [...new Set(task.urls)];
      longTasks.push(task);
    } else {
      visit(root, [groups], []);
    }
  }
  const total = GROUPS.reduce((s, g) => s + groups[g], 0);
  const byName = [...names]
    .map(([name, v]) => ({ name, ...v }))
    .filter((n) => n.ms > 0)
    .sort((a, b) => b.ms - a.ms);
  return {
    groups,
    total,
    wallTotal,
    byName,
    longTasks,
    blockingTime: longTasks.reduce((s, t) => s + Math.max(0, t.duration - longTaskMs), 0),
  };
}

/** The median of each group over several loads of one page. */
export function medianGroups(runs: readonly GroupTimes[]): GroupTimes {
  const result = zero();
  for (const g of GROUPS) result[g] = median(runs.map((r) => r[g]));
  return result;
}

/** A task with its times multiplied by k: what Lighthouse's simulation makes of an observed one. */
export function scaleTask(task: LongTask, k: number): LongTask {
  const groups = zero();
  for (const g of GROUPS) groups[g] = task.groups[g] * k;
  return { ...task, duration: task.duration * k, cpu: task.cpu * k, groups };
}

/** A long task in a few words: its length and the groups that made most of it. */
export function describeTask(task: LongTask): string {
  const parts = GROUPS.filter((g) => task.groups[g] >= 5)
    .sort((a, b) => task.groups[b] - task.groups[a])
    .map((g) => `${g} ${task.groups[g].toFixed(0)}`);
  const who = task.urls.length
    ? task.urls.map((u) => u.replace(/^https?:\/\/[^/]+/, '')).join(' ')
    : 'Unattributable (no URL)';
  return `${task.duration.toFixed(0)} ms at ${task.start.toFixed(0)} ms, CPU ${task.cpu.toFixed(0)}: ${parts.join(', ')}; ${who}`;
}
