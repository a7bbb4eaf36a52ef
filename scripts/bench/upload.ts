import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fakeMp4 } from '../../tests/support/data/media.ts';
import { AdminClient } from '../../tests/support/harness/admin-client.ts';
import type { ServerProcess } from '../../tests/support/harness/server.ts';
import { tusUpload } from '../../tests/support/harness/tus-upload.ts';
import { residentBytes, sampleResident } from './memory.ts';
import type { BenchRow } from './table.ts';

const SIZE = 50 * 1000 * 1000;
const MB = 1_000_000;

/** 50 MB over tus (5 MB chunks, loopback) against a plain copy of the same file on the same disk. */
export async function measureUpload(server: ServerProcess): Promise<BenchRow[]> {
  const admin = new AdminClient(server.url);
  await admin.signIn();
  const data = fakeMp4(SIZE);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'filmfolio-copy-'));
  const source = path.join(dir, 'source.mp4');
  fs.writeFileSync(source, data);

  let started = performance.now();
  fs.copyFileSync(source, path.join(dir, 'copy.mp4'));
  const copySeconds = (performance.now() - started) / 1000;
  fs.rmSync(dir, { recursive: true, force: true });

  await new Promise((r) => setTimeout(r, 1000));
  const idle = residentBytes(server.pid);
  const sampler = sampleResident(server.pid);
  started = performance.now();
  await tusUpload(admin, data, { name: 'bench.mp4' });
  const tusSeconds = (performance.now() - started) / 1000;
  const peak = sampler.stop();

  return [
    {
      measure: 'upload 50 MB throughput (tus, 5 MB chunks)',
      unit: 'MB/s',
      ours: SIZE / MB / tusSeconds,
      reference: SIZE / MB / copySeconds,
      against: 'fs copy of the same file, same disk',
    },
    {
      measure: 'server peak RSS during upload − idle',
      unit: 'MB',
      ours: (peak - idle) / MB,
      reference: SIZE / MB,
      against: 'the file size (a server buffering it whole)',
    },
  ];
}
