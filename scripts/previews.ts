// npm run previews [-- --retry]: makes the preview copy of every uploaded film of DATA_DIR that
// lacks one (docs/video-previews.md), one at a time with ffmpeg, and prints what it did. The
// running server makes them too (at start and after each save); this is for a folder restored or
// copied by hand, or to see why a copy fails. --retry also tries films whose copy failed before.
import { loadDataFolderConfig } from '../server/config/config.ts';
import { createPreviewMaker } from '../server/media/preview-maker.ts';
import { openStore } from '../server/store/open.ts';
import { createPreviewRows } from '../server/store/video-previews.ts';

// DATA_DIR as the server reads it (server/config/): the same folder, the same default.
const store = openStore({ dataDir: loadDataFolderConfig(process.env).dataDir, demo: false });
try {
  const rows = createPreviewRows(store.db);
  const maker = createPreviewMaker({ store, onMade: () => {} });
  if (!maker.available) {
    console.error('previews: ffmpeg and ffprobe are needed (Debian: apt-get install -y ffmpeg)');
    process.exitCode = 1;
  } else {
    const retry = process.argv.includes('--retry');
    const wanted = rows.wanted(retry);
    console.log(`previews: ${wanted.length} film(s) without a current copy`);
    for (const { name } of wanted) maker.request(name);
    maker.refresh();
    await maker.idle();
    const failed = wanted.filter(({ name }) => rows.get(name)?.state !== 'ready');
    console.log(`previews: ${wanted.length - failed.length} made, ${failed.length} failed`);
    if (failed.length > 0) process.exitCode = 1;
  }
} finally {
  store.close();
}
