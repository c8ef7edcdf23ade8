import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { LoadJob, LoadResult, PlannedRequest, WorkerCommand } from './load-generator.ts';

/**
 * The client side of the benchmark, in a process of its own so that sending requests and reading
 * answers neither queues behind the servers' work on the bench's event loop (the system under test
 * runs in-process) nor counts in the servers' memory. A fixed number of loops, each with its own keep-alive connection, send the
 * planned requests one after another; each request's latency is measured from sending it until its
 * whole answer has arrived.
 */

/** How many failed answers a run hands back as examples. */
const MAX_ERROR_SAMPLES = 5;

interface Answer {
  status: number;
  /** The body's bytes, made a string only when a run keeps bodies or samples a failure: the client's own work stays out of the figures. */
  chunks: Buffer[];
}

const bodyOf = (answer: Answer) => Buffer.concat(answer.chunks).toString('utf8');

function send(agent: http.Agent, request: PlannedRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(request.url, { method: request.method, headers: request.headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, chunks }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

async function run(job: LoadJob): Promise<LoadResult> {
  // The open model opens a connection whenever none is free; the loops keep one each.
  // An idle connection is closed here (timeout) well before Node's servers close theirs (keepAliveTimeout, 5 s):
  // a request sent on a connection the server is closing that instant would fail with ECONNRESET, the client's fault.
  const agent = new http.Agent({ keepAlive: true, timeout: 2000, maxSockets: job.arrivalsMs ? Infinity : job.concurrency });
  const latenciesMs: number[] = [];
  const statuses: number[] = [];
  const bodies: string[] = [];
  const errors: string[] = [];
  let next = 0;
  const started = performance.now();
  const stopAt = started + job.maxDurationMs;

  /** Sends request `index` and records its answer, its latency counted from `from`. */
  const attempt = async (index: number, from: number) => {
    try {
      const answer = await send(agent, job.requests[index % job.requests.length]!);
      latenciesMs[index] = performance.now() - from;
      statuses[index] = answer.status;
      if (job.keepBodies) bodies[index] = bodyOf(answer);
      if ((answer.status < 200 || answer.status >= 300) && errors.length < MAX_ERROR_SAMPLES) errors.push(`${answer.status} ${bodyOf(answer).slice(0, 300)}`);
    } catch (error) {
      latenciesMs[index] = performance.now() - from;
      statuses[index] = 0;
      if (errors.length < MAX_ERROR_SAMPLES) errors.push(error instanceof Error ? error.message : String(error));
    }
  };
  const loop = async () => {
    while (next < job.maxRequests && performance.now() < stopAt) {
      const index = next;
      next += 1;
      await attempt(index, performance.now());
    }
  };
  const arrive = async (index: number, atMs: number) => {
    const due = started + atMs;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    await attempt(index, due);
  };
  if (job.arrivalsMs) await Promise.all(job.arrivalsMs.map((atMs, index) => arrive(index, atMs)));
  else await Promise.all(Array.from({ length: job.concurrency }, loop));
  const elapsedMs = performance.now() - started;
  agent.destroy();
  return { latenciesMs, statuses, bodies: job.keepBodies ? bodies : [], errors, elapsedMs };
}

const reply = process.send?.bind(process);
if (!reply) throw new Error('load-worker.ts runs as a child process with an IPC channel (see load-generator.ts)');
let prepared: LoadJob | undefined;
process.on('message', (command: WorkerCommand) => {
  if ('prepare' in command) {
    prepared = command.prepare;
    reply({ prepared: true });
    return;
  }
  const job = prepared;
  prepared = undefined;
  if (!job) {
    reply({ ok: false, error: 'start without a prepared job' });
    return;
  }
  run(job).then(
    (result) => reply({ ok: true, result }),
    (error: unknown) => reply({ ok: false, error: error instanceof Error ? error.stack : String(error) }),
  );
});
// The bench going away (even killed) closes the channel: go with it.
process.on('disconnect', () => process.exit(0));
reply({ ready: true });
