import assert from 'node:assert/strict';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, test } from '@jest/globals';
import { waitFor } from '../testing/wait-for.ts';
import { closeEachConnectionAfterItsAnswer, drainConnections, type ConnectionDrainOptions } from './connection-drain.ts';

/** A kept-alive connection driven by hand: what a replica pool's idle connection is to the server. */
class RawConnection {
  private readonly socket: net.Socket;
  private received = '';
  ended = false;

  constructor(port: number) {
    this.socket = net.connect({ host: '127.0.0.1', port });
    this.socket.setEncoding('utf8');
    this.socket.on('data', (chunk: string) => (this.received += chunk));
    this.socket.on('end', () => (this.ended = true));
    this.socket.on('close', () => (this.ended = true));
    this.socket.on('error', () => (this.ended = true));
  }

  /** Sends a POST and resolves with its whole answer's head (status line and headers). */
  async post(body: string): Promise<string> {
    const from = this.received.length;
    this.socket.write(`POST /graphql HTTP/1.1\r\nHost: replica\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`);
    const answer = await waitFor('an answer', () => this.received.slice(from), { until: (text) => text.includes('\r\n\r\nanswered'), timeoutMs: 10_000, intervalMs: 5 });
    return answer.split('\r\n\r\n')[0]!;
  }

  destroy(): void {
    this.socket.destroy();
  }
}

describe('a stopping server and its clients’ kept-alive connections', () => {
  const cleanups: Array<() => void> = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  async function startServer(options: ConnectionDrainOptions = {}) {
    const server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => res.end('answered'));
    });
    server.keepAliveTimeout = 65_000;
    const drain = await drainConnections(server, options).serverWillStart!({} as never);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const port = (server.address() as AddressInfo).port;
    cleanups.push(() => server.closeAllConnections());
    return { server, port, stop: () => drain!.drainServer!() };
  }

  test('when a client sends a POST on its idle connection just after a leaving server began to stop, then the POST is answered and only then is the connection closed', async () => {
    const { server, port, stop } = await startServer();
    const client = new RawConnection(port);
    cleanups.push(() => client.destroy());
    assert.match(await client.post('{"first":true}'), /^HTTP\/1.1 200/);
    closeEachConnectionAfterItsAnswer(server);
    const stopped = stop();
    await waitFor('the listener to close', () => !server.listening, { timeoutMs: 5000, intervalMs: 5 });
    assert.equal(client.ended, false, 'the idle connection is left to its client');
    const refused = await new Promise<boolean>((resolve) => {
      const other = net.connect({ host: '127.0.0.1', port });
      other.once('connect', () => {
        other.destroy();
        resolve(false);
      });
      other.once('error', () => resolve(true));
    });
    assert.equal(refused, true, 'a new connection is refused');
    const head = await client.post('{"checkout":true}');
    assert.match(head, /^HTTP\/1.1 200/);
    assert.match(head, /connection: close/i, 'the answer tells the client the connection ends');
    await waitFor('the connection to close after its answer', () => client.ended, { timeoutMs: 5000, intervalMs: 5 });
    await stopped;
  });

  test('when a client leaves its idle connection open past the wait, then the stopping server ends it', async () => {
    const { server, port, stop } = await startServer({ idleWaitMs: 200 });
    const client = new RawConnection(port);
    cleanups.push(() => client.destroy());
    await client.post('{}');
    closeEachConnectionAfterItsAnswer(server);
    await stop();
    await waitFor('the idle connection to end', () => client.ended, { timeoutMs: 5000, intervalMs: 5 });
  });

  test('when a server that did not leave first is stopped, then its idle connections are ended at once', async () => {
    const { port, stop } = await startServer({ idleWaitMs: 60_000 });
    const client = new RawConnection(port);
    cleanups.push(() => client.destroy());
    await client.post('{}');
    await stop();
    await waitFor('the idle connection to end', () => client.ended, { timeoutMs: 5000, intervalMs: 5 });
  });
});
