import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { describe, test } from '@jest/globals';
import { freePort } from './free-port.ts';

describe('a free port for a test server', () => {
  test('when ports are asked for, then each is below the ports the OS gives outgoing connections and a server listens on it', async () => {
    const firstOutgoing = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    for (let index = 0; index < 5; index += 1) {
      const port = await freePort();
      assert.ok(port >= 10_000 && port < firstOutgoing, `port ${port}`);
      const server = http.createServer((_req, res) => res.end('up'));
      await new Promise<void>((resolve) => server.listen(port, '0.0.0.0', resolve));
      try {
        assert.equal(await (await fetch(`http://127.0.0.1:${port}/`)).text(), 'up');
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    }
  });
});
