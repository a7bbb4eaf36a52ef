// The one way a derived file tells the site to rebuild (src/lib/derived/kinds.ts): preview and
// 720p copies, image variants and thumbnail copies finish one after another, often within
// moments; they give one rebuild, not one each.
import type { DerivedKindName } from '../../../src/lib/derived/kinds.ts';

/** How long the signal gathers the kinds made before it asks for one rebuild. */
export const REBUILD_WINDOW_MS = 300;

export interface RebuildSignal {
  /** A file of this kind is made and stored: the pages may name it after the next rebuild. */
  made(kind: DerivedKindName): void;
  /** Asks now for what is gathered (at close: a made file is never left unnamed). */
  flush(): void;
  close(): void;
}

export function createRebuildSignal(
  rebuild: (kinds: ReadonlySet<DerivedKindName>) => void,
  windowMs: number = REBUILD_WINDOW_MS,
): RebuildSignal {
  let gathered = new Set<DerivedKindName>();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (gathered.size === 0) return;
    const kinds = gathered;
    gathered = new Set();
    rebuild(kinds);
  };
  return {
    made(kind) {
      if (closed) return;
      gathered.add(kind);
      timer ??= setTimeout(flush, windowMs);
    },
    flush,
    close() {
      flush();
      closed = true;
    },
  };
}
