import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';
import type { LoadJob, LoadResult, PlannedRequest } from './load-generator.ts';

/**
 * The client side of the benchmark, in a thread of its own so that sending requests and reading
 * answers does not queue behind the servers' work on the main thread's event loop (the system under
 * test runs in-process). A fixed number of loops, each with its own keep-alive connection, send the
 * planned requests one after another; each request's latency is measured from sending it until its
 * whole answer has arrived.
 */

/** How many failed answers a run hands back as examples. */
const MAX_ERROR_SAMPLES = 5;

interface Answer {
  status: number;
  body: string;
}

function send(agent: http.Agent, request: PlannedRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(request.url, { method: request.method, headers: request.headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

async function run(job: LoadJob): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.concurrency });
  const latenciesMs: number[] = [];
  const statuses: number[] = [];
  const bodies: string[] = [];
  const errors: string[] = [];
  let next = 0;
  const started = performance.now();
  const stopAt = started + job.maxDurationMs;

  const loop = async () => {
    while (next < job.maxRequests && performance.now() < stopAt) {
      const index = next;
      next += 1;
      const request = job.requests[index % job.requests.length]!;
      const sent = performance.now();
      try {
        const answer = await send(agent, request);
        latenciesMs[index] = performance.now() - sent;
        statuses[index] = answer.status;
        if (job.keepBodies) bodies[index] = answer.body;
        if ((answer.status < 200 || answer.status >= 300) && errors.length < MAX_ERROR_SAMPLES) errors.push(`${answer.status} ${answer.body.slice(0, 300)}`);
      } catch (error) {
        latenciesMs[index] = performance.now() - sent;
        statuses[index] = 0;
        if (errors.length < MAX_ERROR_SAMPLES) errors.push(error instanceof Error ? error.message : String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: job.concurrency }, loop));
  const elapsedMs = performance.now() - started;
  agent.destroy();
  return { latenciesMs, statuses, bodies: job.keepBodies ? bodies : [], errors, elapsedMs };
}

const port = parentPort;
if (!port) throw new Error('load-worker.ts runs as a worker thread (see load-generator.ts)');
port.on('message', (job: LoadJob) => {
  run(job).then(
    (result) => port.postMessage({ ok: true, result }),
    (error: unknown) => port.postMessage({ ok: false, error: error instanceof Error ? error.stack : String(error) }),
  );
});
port.postMessage({ ready: true });
