import { readFileSync } from 'node:fs';
import net from 'node:net';

/** Below this are the well-known and registered ports most often taken by other software. */
const LOWEST_PORT = 10_000;

/**
 * Where the OS takes the source ports of outgoing connections from (Linux's ip_local_port_range). A
 * port found free in that range can be taken by any connection (a pool's, a client's) between the
 * probe and the server's listen, which then fails with EADDRINUSE: a cluster's process on such a
 * port crashed and came back on the same port again and again.
 */
function firstOutgoingPort(): number {
  try {
    const [first] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    return first !== undefined && Number.isInteger(first) && first > LOWEST_PORT + 1000 ? first : 32_768;
  } catch {
    return 32_768;
  }
}

/**
 * Ports that fetch refuses to connect to ("bad port" in the WHATWG fetch standard); 10080 is the only
 * one in the range drawn from. A gateway drawn onto it could not be reached by a test's fetch.
 */
const FETCH_BLOCKED_PORTS = new Set([10_080]);

/** Whether a server can listen on `port` on every address now (a listener on 127.0.0.1 or 0.0.0.0 makes it not). */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '0.0.0.0', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * A currently free TCP port (never a standard one such as 5432 or 4222), below the range the OS gives
 * outgoing connections, so that none of them can take it before the server that asked listens on it.
 */
export async function freePort(): Promise<number> {
  const firstOutgoing = firstOutgoingPort();
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = LOWEST_PORT + Math.floor(Math.random() * (firstOutgoing - LOWEST_PORT));
    if (!FETCH_BLOCKED_PORTS.has(port) && (await canListen(port))) return port;
  }
  throw new Error(`no free port between ${LOWEST_PORT} and ${firstOutgoing} after 100 tries`);
}
