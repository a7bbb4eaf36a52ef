// GitHub's REST API as the rebuild function uses it: POST /repos/{owner}/{repo}/dispatches,
// answered 204, each request's path and body kept in order.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GitHubStandIn {
  url: string;
  /** `<path> <body>` of every request received. */
  dispatched: string[];
  close(): Promise<void>;
}

export async function startGitHubStandIn(): Promise<GitHubStandIn> {
  const dispatched: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      dispatched.push(`${req.url} ${body}`);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    dispatched,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
