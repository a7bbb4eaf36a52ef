import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { variantName } from '../../src/lib/image-variants.ts';
import { createImageVariantRows } from '../store/image-variants.ts';
import type { Store } from '../store/open.ts';
import { makeVariants, removeVariants } from './variants.ts';

export interface VariantMakerOptions {
  store: Pick<Store, 'db' | 'videos' | 'mediaDir' | 'isReferencedMedia'>;
  /** Called once a round made some variants: the public pages can now name them. */
  onMade: () => void;
  log?: (line: string) => void;
}

export interface VariantMaker {
  /**
   * Makes the variants of every stored image a row references that lacks them (a new poster, a
   * copied thumbnail, the photo, or images stored before this version), one at a time in the
   * background. Returns at once and never throws; a call during a round starts another after it.
   */
  refresh(): void;
  /** Resolves once no round is running. */
  idle(): Promise<void>;
  /** Lets the current image finish, starts no other, and waits (before the store closes). */
  close(): Promise<void>;
}

/**
 * Resized copies are made after the save has answered: the save never waits for them, and an
 * image that cannot be resized keeps working as the original alone (docs/image-variants.md).
 */
export function createVariantMaker({
  store,
  onMade,
  log = console.log,
}: VariantMakerOptions): VariantMaker {
  const rows = createImageVariantRows(store.db);
  // Images that failed this run are not tried again until the next start.
  const failed = new Set<string>();
  let round: Promise<void> | null = null;
  let again = false;
  let closed = false;

  const complete = (name: string): boolean =>
    rows
      .get(name)
      ?.widths.every((width) => existsSync(join(store.mediaDir, variantName(name, width)))) ??
    false;

  async function makeOne(name: string): Promise<boolean> {
    try {
      const image = await makeVariants(store.mediaDir, name);
      // Released while it was resized: its copies would be files no row references.
      if (!store.isReferencedMedia(name)) {
        await removeVariants(store.mediaDir, name);
        return false;
      }
      store.videos.setImageVariants(name, image);
      return true;
    } catch (error) {
      failed.add(name);
      log(`FilmFolio: no resized copies of ${name} (${String(error)}); the original is served`);
      return false;
    }
  }

  async function run(): Promise<void> {
    let made = 0;
    const waiting = rows.referencedImages().filter((n) => !failed.has(n) && !complete(n));
    for (const name of waiting) {
      if (closed) return;
      if (await makeOne(name)) made += 1;
    }
    if (made > 0 && !closed) onMade();
  }

  const start = () => {
    again = false;
    round = run()
      .catch((error: unknown) => log(`FilmFolio: image variants round failed: ${error}`))
      .finally(() => {
        round = null;
        if (again && !closed) start();
      });
  };

  return {
    refresh() {
      if (closed) return;
      if (round) again = true;
      else start();
    },
    async idle() {
      while (round) await round;
    },
    async close() {
      closed = true;
      await this.idle();
    },
  };
}
