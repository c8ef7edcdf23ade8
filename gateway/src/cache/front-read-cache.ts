import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import fresh from 'fresh';
import { httpRequestDuration } from '@lunchbox/kit/observability/metrics';
import { requestIdOf } from '@lunchbox/kit/subgraph-server';
import type { PublicReadCache } from './public-read-cache.ts';

/** Set on `res.locals` by the cache plugin when the request's operation reads only public data. */
export const PUBLIC_READ_MARK = 'publicRead';

/** The full answer Express sent, as it went on the wire (compressed when it was), and what it was valid for. */
interface WireAnswer {
  headers: OutgoingHttpHeaders;
  /** The same headers less those a 304 leaves out, worked out once. */
  notModifiedHeaders: OutgoingHttpHeaders;
  body: Buffer;
  generation: number;
  day: string;
}

/** Headers a request gets of its own; every other header is replayed as Express sent it. */
const PER_REQUEST = new Set(['x-request-id', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
/** What Express (and compression, which adds no Vary without a body) leaves out of a 304 (Not Modified) answer of the same request. */
const NOT_IN_304 = new Set(['content-type', 'content-length', 'content-encoding', 'transfer-encoding', 'vary']);

/**
 * The public REST reads (the active menu, the week's menu, closures) answered before Express and
 * Apollo run: the first anonymous request goes through the whole gateway and its answer's bytes and
 * headers are kept (security headers, compression, ETag, cache-control and all); the next anonymous
 * request with the same URL, Accept-Encoding and forwarded protocol gets those bytes, or a 304 when
 * its If-None-Match still matches. An entry holds while the public-read cache's generation and the
 * schools' day are the ones it was made under: the invalidations that clear that cache (the menu
 * mutation before it answers, the menu events on every replica) end it too. Requests with a cookie
 * go through Express, which checks their session and may renew its cookie.
 */
export class FrontReadCache {
  private readonly entries = new Map<string, WireAnswer>();
  private readonly reads: PublicReadCache;
  private readonly dayKey: () => string;
  private readonly maxEntries: number;

  constructor(reads: PublicReadCache, dayKey: () => string, maxEntries = 200) {
    this.reads = reads;
    this.dayKey = dayKey;
    this.maxEntries = maxEntries;
  }

  /** The HTTP server's listener: cached answers here, everything else to `app`. */
  in(app: RequestListener): RequestListener {
    return (req, res) => {
      if (req.method !== 'GET' || req.headers.cookie !== undefined || !req.url?.startsWith('/api/')) return app(req, res);
      const key = keyOf(req);
      const hit = this.entries.get(key);
      if (hit && hit.generation === this.reads.begin() && hit.day === this.dayKey()) return answer(req, res, hit);
      this.keepAnswer(key, res);
      return app(req, res);
    };
  }

  /** Keeps what Express sends for this request, if it was a public read answered 200 under an unchanged generation. */
  private keepAnswer(key: string, res: ServerResponse): void {
    const generation = this.reads.begin();
    const day = this.dayKey();
    const chunks: Buffer[] = [];
    // Installed before Express, so compression's own write/end call these with the bytes that go on the wire.
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const keep = (chunk: unknown, encoding: unknown) => {
      if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as ServerResponse['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (typeof chunk !== 'function') keep(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as ServerResponse['end'];
    res.once('finish', () => {
      const locals = (res as ServerResponse & { locals?: Record<string, unknown> }).locals;
      const cacheable =
        locals?.[PUBLIC_READ_MARK] === true && res.statusCode === 200 && res.getHeader('set-cookie') === undefined && res.getHeader('etag') !== undefined;
      if (!cacheable || generation !== this.reads.begin()) return;
      if (this.entries.size >= this.maxEntries && !this.entries.has(key)) this.entries.delete(this.entries.keys().next().value!);
      const headers = without(res.getHeaders(), PER_REQUEST);
      const body = Buffer.concat(chunks);
      this.entries.set(key, { headers: { ...headers, 'content-length': body.length }, notModifiedHeaders: without(headers, NOT_IN_304), body, generation, day });
    });
  }
}

function keyOf(req: IncomingMessage): string {
  return JSON.stringify([req.url, req.headers['accept-encoding'] ?? '', req.headers['x-forwarded-proto'] ?? '']);
}

function without(headers: OutgoingHttpHeaders, names: ReadonlySet<string>): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !names.has(name)));
}

function answer(req: IncomingMessage, res: ServerResponse, kept: WireAnswer): void {
  const startedAt = process.hrtime.bigint();
  const id = requestIdOf(req);
  const notModified = fresh(req.headers, { etag: kept.headers.etag, 'last-modified': kept.headers['last-modified'] });
  res.setHeader('x-request-id', id);
  if (notModified) {
    res.writeHead(304, kept.notModifiedHeaders);
    res.end();
  } else {
    res.writeHead(200, kept.headers);
    res.end(kept.body);
  }
  const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
  httpRequestDuration.observe({ service: 'gateway', method: 'GET', route: 'front read cache', status: String(res.statusCode) }, seconds);
}
