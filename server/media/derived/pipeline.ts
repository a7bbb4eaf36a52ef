// Every file the server derives from another (src/lib/derived/kinds.ts), in one place: the image
// variants, the preview and 720p copies, the showreel's hero copy, the thumbnail copies, and the one rebuild signal they
// share. server/jobs/admin-runtime.ts starts it; a new kind made by the server adds its maker here.
import type { DerivedKindName, DerivedMaker } from '../../../src/lib/derived/kinds.ts';
import type { Store } from '../../store/open.ts';
import { createPreviewMaker, type PreviewMaker } from '../preview-maker.ts';
import { createShowreelMaker } from '../showreel-maker.ts';
import { createThumbnailCopier, type ThumbnailCopier } from '../thumbnail-copy.ts';
import { createVariantMaker } from '../variant-maker.ts';
import { createRebuildSignal, REBUILD_WINDOW_MS } from './rebuild-signal.ts';

export interface DerivedPipelineOptions {
  store: Store;
  /** Asked once for the files made within the signal's window. */
  rebuild: (kinds: ReadonlySet<DerivedKindName>) => void;
  /** PREVIEW_MAKER: who makes the preview copies on this deployment. */
  previewMaker: DerivedMaker;
  /** COPY_YOUTUBE_THUMBNAILS and FETCH_VIMEO_THUMBNAILS. */
  thumbnails: { youtube: boolean; vimeo: boolean };
  log?: (line: string) => void;
  windowMs?: number;
}

export interface DerivedPipeline {
  previews: PreviewMaker;
  thumbnails: ThumbnailCopier | null;
  /** A save committed: every maker looks for what it has to make. */
  changed(): void;
  close(): Promise<void>;
}

export function createDerivedPipeline({
  store,
  rebuild,
  previewMaker,
  thumbnails: thumbnailConfig,
  log = console.log,
  windowMs = REBUILD_WINDOW_MS,
}: DerivedPipelineOptions): DerivedPipeline {
  const signal = createRebuildSignal(rebuild, windowMs);
  const images = createVariantMaker({ store, onMade: () => signal.made('image-variants'), log });
  const previews = createPreviewMaker({
    store,
    onMade: (kind) => signal.made(kind),
    log,
    maker: previewMaker,
  });
  // The Bande démo's hero copy (issue 30): made on the server, whatever PREVIEW_MAKER says.
  const showreel = createShowreelMaker({ store, onMade: (kind) => signal.made(kind), log });
  const changed = () => {
    images.refresh();
    previews.refresh();
    showreel.refresh();
  };
  // i.ytimg.com, vimeo.com and i.vimeocdn.com only: other hosts are test options of
  // createThumbnailCopier, never configuration.
  const { youtube, vimeo } = thumbnailConfig;
  const thumbnails =
    youtube || vimeo
      ? createThumbnailCopier({
          videos: store.videos,
          mediaDir: store.mediaDir,
          // A copied thumbnail is a new image on a row: its variants follow, then one rebuild.
          onContentChange: () => {
            signal.made('thumbnail');
            changed();
          },
          youtube,
          ...(vimeo ? {} : { vimeo: null }),
          log,
        })
      : null;
  // Images and films stored before this version, or whose copies a stop interrupted.
  changed();
  return {
    previews,
    thumbnails,
    changed,
    async close() {
      await thumbnails?.close();
      await images.close();
      await previews.close();
      await showreel.close();
      signal.close();
    },
  };
}
