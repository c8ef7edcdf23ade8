import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The physical limit of a read on this machine: a bare node:http server answering the same bytes
 * from memory, with no framework, routing, security headers or compression. The gateway's figures
 * are read against it.
 */
export async function startFloor(body: string): Promise<{ url: string; stop(): Promise<void> }> {
  const bytes = Buffer.from(body);
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': bytes.length });
    res.end(bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
