import type { IncomingMessage, RequestListener } from 'node:http';
import { AnswerCache } from '@lunchbox/kit/http';
import { requestIdOf } from '@lunchbox/kit/subgraph-server';
import type { PublicReadCache } from './public-read-cache.ts';

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
  private readonly answers: AnswerCache;

  constructor(reads: PublicReadCache, dayKey: () => string) {
    this.answers = new AnswerCache({
      service: 'gateway',
      dataState: () => `${reads.begin()} ${dayKey()}`,
      perRequest: (req, res) => res.setHeader('x-request-id', requestIdOf(req)),
    });
  }

  /** The HTTP server's listener: cached answers here, everything else to `app`. */
  in(app: RequestListener): RequestListener {
    return (req, res) => {
      if (req.method !== 'GET' || req.headers.cookie !== undefined || !req.url?.startsWith('/api/')) return app(req, res);
      if (!this.answers.serve(keyOf(req), req, res)) app(req, res);
    };
  }
}

function keyOf(req: IncomingMessage): string {
  return JSON.stringify([req.url, req.headers['accept-encoding'] ?? '', req.headers['x-forwarded-proto'] ?? '']);
}
