// The site settings step: the CV and photo files first, then the one row that points at them, so
// an interrupted run never leaves the row naming a file the bucket does not hold. The row is the
// record of what was copied: a file whose address the row already names is not sent again.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentTypeFor } from './plan.ts';
import { changedColumns, settingsObjects, settingsRow } from './settings-plan.ts';
import type { ExportStep } from './steps.ts';

export const settingsStep: ExportStep = {
  name: 'settings',
  async run({ local, project, log }) {
    const there = await project.settings();
    const wanted = settingsRow(local.settings, project.base);
    let uploaded = 0;
    let present = 0;
    let bytes = 0;
    for (const object of settingsObjects(local.settings, project.base)) {
      if (there?.[`${object.kind}_url`] === object.url) {
        present += 1;
        continue;
      }
      const body = readFileSync(join(local.mediaDir, object.localName));
      log(`export: ${object.bucket}/${object.objectName} (${(body.length / 1e6).toFixed(1)} MB)`);
      await project.upload(
        object.bucket,
        object.objectName,
        body,
        contentTypeFor(object.localName),
      );
      uploaded += 1;
      bytes += body.length;
    }
    const changed = changedColumns(wanted, there);
    if (changed.length > 0) await project.updateSettings(wanted);
    return {
      step: 'settings',
      copied: { 'files uploaded': uploaded, 'settings updated': changed.length > 0 ? 1 : 0 },
      kept: { 'files already there': present, 'settings unchanged': changed.length > 0 ? 0 : 1 },
      bytes,
    };
  },
};
