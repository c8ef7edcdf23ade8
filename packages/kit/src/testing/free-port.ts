import { mkdirSync, openSync, closeSync, readFileSync, statSync, unlinkSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

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

/**
 * One empty file per port handed out, shared by every process of the machine. A port is free from
 * the probe until its server listens, which for a cluster's spare ports (taken by a rolling restart)
 * is minutes; two test files running side by side drew the same port in that gap, and one cluster's
 * gateway answered the other's requests.
 */
export const PORT_RESERVATIONS = path.join(os.tmpdir(), 'lunchbox-ports');

/** Longer than any test run holds a port it has not listened on yet; an older reservation is free again. */
const RESERVATION_MS = 30 * 60_000;

/** Whether this process now holds `port`'s reservation: it made the file, or replaced one that had lapsed. */
function reserve(port: number): boolean {
  const file = path.join(PORT_RESERVATIONS, String(port));
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      closeSync(openSync(file, 'wx'));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(file).mtimeMs < RESERVATION_MS) return false;
        unlinkSync(file);
      } catch (gone) {
        // Another process replaced or removed it meanwhile: try to make it again.
        if ((gone as NodeJS.ErrnoException).code !== 'ENOENT') throw gone;
      }
    }
  }
  return false;
}

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
 * outgoing connections, so that none of them can take it before the server that asked listens on it,
 * and handed out to no other process of the machine for half an hour.
 */
export async function freePort(): Promise<number> {
  const firstOutgoing = firstOutgoingPort();
  mkdirSync(PORT_RESERVATIONS, { recursive: true });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = LOWEST_PORT + Math.floor(Math.random() * (firstOutgoing - LOWEST_PORT));
    if (!FETCH_BLOCKED_PORTS.has(port) && (await canListen(port)) && reserve(port)) return port;
  }
  throw new Error(`no free port between ${LOWEST_PORT} and ${firstOutgoing} after 100 tries`);
}
