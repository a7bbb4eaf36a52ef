// happy-dom has no layout, so IntersectionObserver is replaced by one the test drives by hand.

type Callback = (entries: IntersectionObserverEntry[]) => void;

const observed = new Map<Element, Callback>();

class ManualIntersectionObserver {
  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds: number[] = [0];
  private readonly callback: Callback;
  private readonly targets = new Set<Element>();

  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.rootMargin = options?.rootMargin ?? '0px';
  }
  observe(target: Element) {
    this.targets.add(target);
    observed.set(target, this.callback);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
    observed.delete(target);
  }
  disconnect() {
    for (const target of this.targets) observed.delete(target);
    this.targets.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

export function installManualObserver(): void {
  observed.clear();
  globalThis.IntersectionObserver =
    ManualIntersectionObserver as unknown as typeof IntersectionObserver;
}

/** Report every observed element as (not) intersecting. */
export function setIntersecting(isIntersecting: boolean): void {
  for (const [target, callback] of [...observed]) {
    callback([{ target, isIntersecting } as IntersectionObserverEntry]);
  }
}
