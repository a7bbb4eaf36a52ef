import http from 'node:http';

export interface RawReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

export interface RawRequest {
  method: string;
  /** Sent as is: no URL normalisation, so encoded dot segments reach the server untouched. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  timeoutMs?: number;
  /** The client's own address: any 127.x.y.z on Linux, to play clients from distinct addresses. */
  localAddress?: string;
}

/** One HTTP/1.1 request over loopback with node:http, which leaves the request target alone. */
export function rawRequest(base: string, request: RawRequest): Promise<RawReply> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: hostname,
        port: Number(port),
        method: request.method,
        path: request.path,
        headers: {
          ...(request.body === undefined
            ? {}
            : { 'content-length': String(Buffer.byteLength(request.body)) }),
          ...request.headers,
        },
        timeout: request.timeoutMs ?? 20_000,
        ...(request.localAddress ? { localAddress: request.localAddress } : {}),
        // A fresh connection each time: a server may close one after refusing a body early.
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            text: body.toString('utf8'),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${request.method} ${request.path} timed out`)));
    req.on('error', reject);
    if (request.body !== undefined) req.write(request.body);
    req.end();
  });
}

const STACK_TRACE = [
  /\n\s+at .+\(.+:\d+:\d+\)/,
  /node:internal/,
  /\bat (?:async )?\S+ \(file:\/\//,
  /\.ts:\d+:\d+/,
];

export function looksLikeStackTrace(text: string): boolean {
  return STACK_TRACE.some((pattern) => pattern.test(text));
}
