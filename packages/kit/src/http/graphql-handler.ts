// Apollo Server answering on Express: what @as-integrations/express5's middleware does, a POST's answer written directly.
import { parse as urlParse } from 'node:url';
import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import { PUBLIC_READ_MARK } from './answer-cache.ts';

/**
 * The integration's request and answer, with one difference: an answer to a POST that no cache may
 * keep is written with its length (`res.end`) rather than through Express's `res.send`, which for
 * every answer copied the text into a Buffer, hashed it for an ETag no POST is ever revalidated
 * with, and parsed the content type again to set the charset Apollo had already set. A GET (whose
 * ETag a browser revalidates) and a public read (whose ETag the answer caches need: answer-cache.ts,
 * the gateway's front cache) are sent by `res.send` as before, as is an answer without a content type.
 */
export function graphqlHandler<TContext extends BaseContext>(
  server: ApolloServer<TContext>,
  context: (args: { req: Request; res: Response }) => Promise<TContext>,
): RequestHandler {
  server.assertStarted('graphqlHandler()');
  return async (req, res) => {
    if (!('body' in req)) {
      res.status(500);
      res.send('`req.body` is not set; this probably means you forgot to set up the `json` middleware before the Apollo Server middleware.');
      return;
    }
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const method = req.method.toUpperCase();
    const answer = await server.executeHTTPGraphQLRequest({
      // Parsed only when there is a query string to parse (a POST's operation comes in its body).
      httpGraphQLRequest: { method, headers, search: req.url.includes('?') ? (urlParse(req.url).search ?? '') : '', body: req.body },
      context: () => context({ req, res }),
    });
    for (const [key, value] of answer.headers) res.setHeader(key, value);
    res.statusCode = answer.status || 200;
    if (answer.body.kind === 'complete') {
      const text = answer.body.string;
      if (method === 'POST' && res.locals[PUBLIC_READ_MARK] !== true && res.getHeader('content-type') !== undefined) {
        res.setHeader('content-length', Buffer.byteLength(text));
        res.end(text);
      } else {
        res.send(text);
      }
      return;
    }
    for await (const chunk of answer.body.asyncIterator) {
      res.write(chunk);
      if (typeof (res as { flush?: unknown }).flush === 'function') (res as unknown as { flush(): void }).flush();
    }
    res.end();
  };
}
