import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import fresh from 'fresh';
import { Kind, type DocumentNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import { httpRequestDuration } from '../observability/metrics.ts';

/** Set on `res.locals` by whoever knows an answer is the same for every caller (a public read that succeeded). */
export const PUBLIC_READ_MARK = 'publicRead';

/** The full answer as it went on the wire (compressed when it was), and the state of the data it was made under. */
interface WireAnswer {
  headers: OutgoingHttpHeaders;
  /** The same headers less those a 304 leaves out, worked out once. */
  notModifiedHeaders: OutgoingHttpHeaders;
  body: Buffer;
  madeUnder: string;
}

/** Headers a request gets of its own; every other header is replayed as the server sent it. */
const PER_REQUEST = new Set(['x-request-id', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
/** What Express (and compression, which adds no Vary without a body) leaves out of a 304 (Not Modified) answer of the same request. */
const NOT_IN_304 = new Set(['content-type', 'content-length', 'content-encoding', 'transfer-encoding', 'vary']);

export interface AnswerCacheOptions {
  /** The service in the request-duration metric; its hits count under the route 'front read cache'. */
  service: string;
  /**
   * The state of the data the answers depend on (a generation counter, the schools' day): an answer
   * is replayed only while it is the one it was made under, and kept only when nothing changed
   * while it was being made.
   */
  dataState: () => string;
  /** Headers of a replayed answer that are the request's own (its request id). */
  perRequest?: (req: IncomingMessage, res: ServerResponse) => void;
  maxEntries?: number;
}

/**
 * Whole answers of public reads, replayed byte for byte: the first request for a key goes through
 * the server and what it sends is kept (headers, ETag, compression and all) when the server marked
 * it PUBLIC_READ_MARK and answered 200 with an ETag and no cookie; the next request for the key gets
 * those bytes, or a 304 when its If-None-Match still matches, without the work behind them. An entry
 * holds while `dataState` is the one it was made under, so the invalidations that change that state
 * end it.
 */
export class AnswerCache {
  private readonly entries = new Map<string, WireAnswer>();
  private readonly options: AnswerCacheOptions;

  constructor(options: AnswerCacheOptions) {
    this.options = options;
  }

  /** Answers from the cache (true), or sets out to keep what the server sends for this request (false: let the server answer). */
  serve(key: string, req: IncomingMessage, res: ServerResponse): boolean {
    const state = this.options.dataState();
    const hit = this.entries.get(key);
    if (hit && hit.madeUnder === state) {
      this.answer(req, res, hit);
      return true;
    }
    this.keepAnswer(key, state, res);
    return false;
  }

  private keepAnswer(key: string, state: string, res: ServerResponse): void {
    const chunks: Buffer[] = [];
    // Installed before the server's own wrappers (compression's), so their write/end call these with the bytes that go on the wire.
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
      if (!cacheable || state !== this.options.dataState()) return;
      if (this.entries.size >= (this.options.maxEntries ?? 200) && !this.entries.has(key)) this.entries.delete(this.entries.keys().next().value!);
      const headers = without(res.getHeaders(), PER_REQUEST);
      const body = Buffer.concat(chunks);
      this.entries.set(key, {
        headers: { ...headers, 'content-length': body.length },
        notModifiedHeaders: without(headers, NOT_IN_304),
        body,
        madeUnder: state,
      });
    });
  }

  private answer(req: IncomingMessage, res: ServerResponse, kept: WireAnswer): void {
    const startedAt = process.hrtime.bigint();
    const notModified = fresh(req.headers, { etag: kept.headers.etag, 'last-modified': kept.headers['last-modified'] });
    this.options.perRequest?.(req, res);
    if (notModified) {
      res.writeHead(304, kept.notModifiedHeaders);
      res.end();
    } else {
      res.writeHead(200, kept.headers);
      res.end(kept.body);
    }
    const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
    httpRequestDuration.observe(
      { service: this.options.service, method: req.method ?? 'GET', route: 'front read cache', status: String(res.statusCode) },
      seconds,
    );
  }
}

function without(headers: OutgoingHttpHeaders, names: ReadonlySet<string>): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !names.has(name)));
}

/** The root field names an operation selects, through fragments; null when a fragment is missing. */
export function rootFields(operation: OperationDefinitionNode, document: DocumentNode): string[] | null {
  const names: string[] = [];
  const visit = (selectionSet: SelectionSetNode): boolean =>
    selectionSet.selections.every((selection) => {
      if (selection.kind === Kind.FIELD) {
        names.push(selection.name.value);
        return true;
      }
      if (selection.kind === Kind.INLINE_FRAGMENT) return visit(selection.selectionSet);
      const fragment = document.definitions.find(
        (definition) => definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === selection.name.value,
      );
      return fragment?.kind === Kind.FRAGMENT_DEFINITION ? visit(fragment.selectionSet) : false;
    });
  return visit(operation.selectionSet) ? names : null;
}
