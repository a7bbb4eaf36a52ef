import http from 'node:http';
import autocannon from 'autocannon';
import { API } from '../../src/lib/api.ts';
import type { BenchRow } from './table.ts';

const CONNECTIONS = 50;

async function hammer(url: string, seconds: number) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors under load`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** A bare node:http server answering the same bytes as ours: the floor of a Node HTTP answer. */
function startFloor(body: Buffer, type: string): Promise<{ url: string; close(): void }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': type, 'content-length': body.length });
    res.end(body);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}${API.videos}`, close: () => server.close() });
    });
  });
}

/** GET /api/videos under autocannon, ours against the floor, one after the other. */
export async function measureApi(base: string, seconds: number): Promise<BenchRow[]> {
  const sample = await fetch(base + API.videos);
  const body = Buffer.from(await sample.arrayBuffer());
  const floor = await startFloor(body, sample.headers.get('content-type') ?? 'application/json');
  try {
    const ours = await hammer(base + API.videos, seconds);
    const reference = await hammer(floor.url, seconds);
    const against = `bare node:http, same ${body.length} bytes, ${CONNECTIONS} connections, ${seconds} s`;
    return [
      {
        measure: 'GET /api/videos throughput',
        unit: 'req/s',
        ours: ours.rps,
        reference: reference.rps,
        against,
      },
      {
        measure: 'GET /api/videos p99 latency',
        unit: 'ms',
        ours: ours.p99,
        reference: reference.p99,
        against,
      },
    ];
  } finally {
    floor.close();
  }
}
