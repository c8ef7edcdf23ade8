import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LatencySummary, PlannedRequest } from './load-generator.ts';

const run = promisify(execFile);

/**
 * The reads' client: wrk (Debian's package `wrk`), a load generator written in C, in a process of its
 * own with one thread. Node's own HTTP client spent about as much CPU on an answer as the servers
 * did to make it, so on two cores the reads measured the client: the floor, the gateway and the
 * subgraph all stopped near the same rate whatever each cost. wrk's cost per answer is a fraction
 * of theirs, so the servers' process is what saturates and the ratios compare the servers.
 */
export const WRK = '/usr/bin/wrk';

export interface WrkRound {
  requests: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Connection, read, write and timeout errors, and answers other than 2xx/3xx. */
  failures: number;
}

/** Lua long brackets that the text cannot close early. */
function luaString(text: string): string {
  let level = 1;
  while (text.includes(`]${'='.repeat(level)}]`)) level += 1;
  const equals = '='.repeat(level);
  return `[${equals}[${text}]${equals}]`;
}

/** The request as wrk's script sends it, and one JSON line of the round's figures when it is done. */
function scriptFor(request: PlannedRequest): string {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => `wrk.headers[ ${luaString(name)} ] = ${luaString(value)}`)
    .join('\n');
  return [
    `wrk.method = ${luaString(request.method)}`,
    request.body === undefined ? '' : `wrk.body = ${luaString(request.body)}`,
    headers,
    'done = function(summary, latency, requests)',
    '  local e = summary.errors',
    '  io.write(string.format(\'\\nWRK_JSON {"requests":%.0f,"durationUs":%.0f,"p50Us":%.1f,"p99Us":%.1f,"maxUs":%.1f,"failures":%.0f}\\n\',',
    '    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), latency.max,',
    '    e.connect + e.read + e.write + e.timeout + e.status))',
    'end',
  ].join('\n');
}

/** One round of closed-model reads: `connections` keep-alive connections, each sending its next request when the answer is in. */
export async function wrkRound(request: PlannedRequest, options: { connections: number; seconds: number }): Promise<WrkRound> {
  if (!fs.existsSync(WRK)) throw new Error(`${WRK} is missing: \`npm run setup\` installs it (Debian's package wrk)`);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lunchbox-wrk-'));
  try {
    const script = path.join(folder, 'request.lua');
    fs.writeFileSync(script, scriptFor(request));
    const { stdout, stderr } = await run(WRK, ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '--timeout', '10s', '-s', script, request.url], {
      maxBuffer: 1 << 20,
    });
    const line = stdout.split('\n').find((text) => text.startsWith('WRK_JSON '));
    if (!line) throw new Error(`wrk printed no figures: ${stdout} ${stderr}`);
    const figures = JSON.parse(line.slice('WRK_JSON '.length)) as {
      requests: number;
      durationUs: number;
      p50Us: number;
      p99Us: number;
      maxUs: number;
      failures: number;
    };
    return {
      requests: figures.requests,
      seconds: figures.durationUs / 1e6,
      p50Ms: figures.p50Us / 1000,
      p99Ms: figures.p99Us / 1000,
      maxMs: figures.maxUs / 1000,
      failures: figures.failures,
    };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Rounds of one path as one figure: the rate over all of them; p50 the rounds' median and p99 the
 * highest of the rounds' (wrk gives percentiles, not the answers' times, so they cannot be pooled).
 */
export function combineRounds(rounds: WrkRound[]): LatencySummary & { failures: number } {
  const requests = rounds.reduce((sum, round) => sum + round.requests, 0);
  const seconds = rounds.reduce((sum, round) => sum + round.seconds, 0);
  const p50s = rounds.map((round) => round.p50Ms).sort((a, b) => a - b);
  return {
    count: requests,
    perSecond: requests / seconds,
    p50Ms: p50s[Math.floor((p50s.length - 1) / 2)] ?? Number.NaN,
    p99Ms: Math.max(...rounds.map((round) => round.p99Ms)),
    maxMs: Math.max(...rounds.map((round) => round.maxMs)),
    failures: rounds.reduce((sum, round) => sum + round.failures, 0),
  };
}
