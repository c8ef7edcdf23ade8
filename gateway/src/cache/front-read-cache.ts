import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import fresh from 'fresh';
import { PUBLIC_READ_MARK } from '@lunchbox/kit/http/answer-cache';
import { httpRequestDuration } from '@lunchbox/kit/observability/metrics';
import { requestIdOf } from '@lunchbox/kit/http/subgraph-server';
import type { PublicReadCache } from './public-read-cache.ts';

/** Headers a request gets of its own (Node writes the connection's and the date; the request id is the request's). */
const PER_REQUEST = new Set(['x-request-id', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
/** What Express (and compression, which adds no Vary without a body) leaves out of a 304 (Not Modified) answer of the same request. */
const NOT_IN_304 = new Set(['content-type', 'content-length', 'content-encoding', 'transfer-encoding', 'vary']);
/** Distinct Accept-Encoding and forwarded-protocol pairs, and URLs with their query, are the callers' to choose: the oldest gives way. */
const MAX_ENTRIES = 200;

/** The state of the data an answer was made under: the public-read cache's generation and the schools' day. */
interface DataState {
  generation: number;
  day: string;
}

/**
 * An answer as it went on the wire (compressed when it was). Its headers are kept as the flat
 * [name, value, …] list `writeHead` takes, ending in the request id's slot, so a hit's headers
 * are the same array each time with only that slot written (no header object built, merged or
 * copied per request).
 */
interface WireAnswer extends DataState {
  headers: Array<string | number | string[]>;
  notModifiedHeaders: Array<string | number | string[]>;
  body: Buffer;
  etag: string;
}

/**
 * The public REST reads (the active menu, the week's menu, closures) answered at the HTTP server's
 * listener, before Express and Apollo run: the first anonymous request goes through the whole
 * gateway and its answer's bytes and headers are kept (security headers, compression and its
 * Vary, ETag, cache-control and all) when the read was marked public (the cache plugin's
 * PUBLIC_READ_MARK) and answered 200 with an ETag and no cookie; the next anonymous request with
 * the same URL (path and query), Accept-Encoding and forwarded protocol gets those bytes, or a 304
 * when its If-None-Match still matches. An entry holds while the public-read cache's generation and
 * the schools' day are the ones it was made under: the invalidations that clear that cache (the
 * menu mutation before it answers, the menu events on every replica) end it too. Requests with a
 * cookie go through Express, which checks their session and may renew its cookie.
 */
export class FrontReadCache {
  /** By URL, then by `Accept-Encoding` and forwarded protocol: a hit is two map reads, no key built from the whole request. */
  private readonly answers = new Map<string, Map<string, WireAnswer>>();
  private size = 0;
  private readonly reads: PublicReadCache;
  private readonly dayKey: () => string;
  /** The hits' durations, under their own route, with the label set looked up once. */
  private readonly observed = {
    200: httpRequestDuration.labels({ service: 'gateway', method: 'GET', route: 'front read cache', status: '200' }),
    304: httpRequestDuration.labels({ service: 'gateway', method: 'GET', route: 'front read cache', status: '304' }),
  };

  constructor(reads: PublicReadCache, dayKey: () => string) {
    this.reads = reads;
    this.dayKey = dayKey;
  }

  /** The HTTP server's listener: cached answers here, everything else to `app`. */
  in(app: RequestListener): RequestListener {
    return (req, res) => {
      const url = req.url;
      if (req.method !== 'GET' || url === undefined || !url.startsWith('/api/') || req.headers.cookie !== undefined) return app(req, res);
      const variant = variantOf(req);
      const state = { generation: this.reads.begin(), day: this.dayKey() };
      const hit = this.answers.get(url)?.get(variant);
      if (hit && hit.generation === state.generation && hit.day === state.day) return this.answer(req, res, hit);
      this.keep(url, variant, state, res);
      app(req, res);
    };
  }

  private answer(req: IncomingMessage, res: ServerResponse, kept: WireAnswer): void {
    const startedAt = performance.now();
    const conditional = req.headers['if-none-match'] !== undefined || req.headers['if-modified-since'] !== undefined;
    const notModified = conditional && fresh(req.headers, { etag: kept.etag });
    const headers = notModified ? kept.notModifiedHeaders : kept.headers;
    headers[headers.length - 1] = requestIdOf(req);
    if (notModified) {
      res.writeHead(304, headers as string[]);
      res.end();
    } else {
      res.writeHead(200, headers as string[]);
      res.end(kept.body);
    }
    this.observed[notModified ? 304 : 200].observe((performance.now() - startedAt) / 1000);
  }

  /** Keeps what the full path sends for this request, when it turns out to be a public read's answer made under `state`. */
  private keep(url: string, variant: string, state: DataState, res: ServerResponse): void {
    const chunks: Buffer[] = [];
    // Installed before the app's own wrappers (compression's), so their write and end hand these the bytes that go on the wire.
    for (const method of ['write', 'end'] as const) {
      const original = res[method].bind(res) as (...args: unknown[]) => unknown;
      res[method] = ((...args: unknown[]) => {
        const [chunk, encoding] = args;
        if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
        else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
        return original(...args);
      }) as never;
    }
    res.once('finish', () => {
      const locals = (res as ServerResponse & { locals?: Record<string, unknown> }).locals;
      const etag = res.getHeader('etag');
      const cacheable = locals?.[PUBLIC_READ_MARK] === true && res.statusCode === 200 && res.getHeader('set-cookie') === undefined && typeof etag === 'string';
      // Nothing changed while it was being made: an answer begun before an invalidation may hold the old data.
      if (!cacheable || state.generation !== this.reads.begin() || state.day !== this.dayKey()) return;
      const body = Buffer.concat(chunks);
      const headers = res.getHeaders();
      this.store(url, variant, {
        ...state,
        headers: [...flat(headers, PER_REQUEST), 'content-length', body.length, 'x-request-id', ''],
        notModifiedHeaders: [...flat(headers, new Set([...PER_REQUEST, ...NOT_IN_304])), 'x-request-id', ''],
        body,
        etag,
      });
    });
  }

  private store(url: string, variant: string, answer: WireAnswer): void {
    if (!this.answers.get(url)?.has(variant)) {
      // May drop this very URL's other variants, so its map is looked up after.
      if (this.size >= MAX_ENTRIES) this.dropOldest();
      this.size += 1;
    }
    let variants = this.answers.get(url);
    if (!variants) this.answers.set(url, (variants = new Map()));
    variants.set(variant, answer);
  }

  private dropOldest(): void {
    const [url, variants] = this.answers.entries().next().value!;
    this.size -= variants.size;
    this.answers.delete(url);
  }
}

function variantOf(req: IncomingMessage): string {
  const { 'accept-encoding': encoding = '', 'x-forwarded-proto': proto = '' } = req.headers;
  return `${encoding}\n${typeof proto === 'string' ? proto : proto.join(',')}`;
}

function flat(headers: OutgoingHttpHeaders, leaveOut: ReadonlySet<string>): Array<string | number | string[]> {
  return Object.entries(headers).flatMap(([name, value]) => (leaveOut.has(name) || value === undefined ? [] : [name, value]));
}
