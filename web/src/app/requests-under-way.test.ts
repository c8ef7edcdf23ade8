import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { requestsUnderWay } from './requests-under-way.ts';

/** A server that sends an answer's headers at once and its body a moment later, as a loaded machine may. */
let server: Server;
let url: string;
const sent: string[] = [];

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.flushHeaders();
    setTimeout(() => {
      sent.push('body');
      res.end(JSON.stringify({ data: { activeWeeklyMenuItems: [] } }));
    }, 60);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

test("when an answer's body comes after its headers, then the drawing's quiet comes after the body, and the answer still reads whole", async () => {
  const requests = requestsUnderWay(globalThis.fetch);
  const order: string[] = [];
  const answer = requests.fetch(url).then((response) => {
    order.push(`answer, body ${sent.includes('body') ? 'sent' : 'not sent'}`);
    return response.json();
  });
  await requests.quiet(1);
  order.push(`quiet, body ${sent.includes('body') ? 'sent' : 'not sent'}`);
  expect(await answer).toEqual({ data: { activeWeeklyMenuItems: [] } });
  expect(order).toEqual(['answer, body sent', 'quiet, body sent']);
});
