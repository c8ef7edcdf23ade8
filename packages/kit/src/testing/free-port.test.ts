import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, test } from '@jest/globals';
import { freePort, PORT_RESERVATIONS } from './free-port.ts';

const freePortModule = path.join(path.dirname(fileURLToPath(import.meta.url)), 'free-port.ts');

/** Ports drawn in a process of its own, none of them listened on, as a test file's cluster does before it starts. */
async function portsDrawnElsewhere(count: number): Promise<number[]> {
  const script = `const { freePort } = await import(${JSON.stringify(freePortModule)}); const ports = []; for (let i = 0; i < ${count}; i += 1) ports.push(await freePort()); console.log(JSON.stringify(ports));`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
  return JSON.parse(stdout) as number[];
}

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

  test('when four processes draw 200 ports each at the same time and listen on none yet, then no port is handed out twice', async () => {
    const drawn = (await Promise.all([1, 2, 3, 4].map(() => portsDrawnElsewhere(200)))).flat();
    try {
      assert.equal(drawn.length, 800);
      const twice = drawn.filter((port, index) => drawn.indexOf(port) !== index);
      assert.deepEqual(twice, [], 'ports handed to two processes');
    } finally {
      for (const port of drawn) rmSync(path.join(PORT_RESERVATIONS, String(port)), { force: true });
    }
  });
});
