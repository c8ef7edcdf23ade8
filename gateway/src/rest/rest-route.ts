import type { z } from 'zod';
import type { OperationData } from './operation.ts';
import type { DownloadFile } from './production-csv.ts';
import type { RouteInput } from './request-input.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route: for the document, and on `validateFirst` routes to refuse a caller before
 * judging their body. The service that owns the data enforces it.
 */
export type Access = 'anyone' | 'signed-in parent' | 'administrator' | 'kitchen or administrator' | 'school office or administrator';

/**
 * One REST path of the spec: the GraphQL operation it runs, how the request becomes the
 * operation's variables, and how the operation's data becomes the spec's body. The generic handler
 * (rest-router.ts) serves it and the OpenAPI document (openapi.ts) describes it.
 */
export interface RestRoute {
  method: HttpMethod;
  /** Under /api, with express parameters (`:id` is a positive integer id). */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  operation: string;
  variables?: (input: RouteInput) => Record<string, unknown>;
  /**
   * The media type of the file every successful answer is (an export such as text/csv), documented
   * as such; `download` then always answers a file, and `response` describes its rows.
   */
  fileType?: 'text/csv';
  /** A file to send instead of the JSON body (e.g. CSV), or null for JSON. */
  download?: (data: OperationData, input: RouteInput) => DownloadFile | null;
  /** The body sent; the operation's one root field unless said otherwise. */
  answer?: (data: OperationData, input: RouteInput) => unknown;
  /** 204 sends no body at all. */
  status?: 201 | 204;
  /** Instead of the API's no-cache headers. */
  cacheControl?: string;
  /** The request body as the owning service validates it. */
  body?: z.ZodType;
  query?: z.ZodObject;
  /**
   * The gateway parses `body` and `query` with their schemas before the operation and answers the
   * first issue's message with 400, after refusing a caller the route does not admit (401, 403).
   * For operations whose GraphQL input is typed field by field: the graph would refuse an unknown
   * key or a wrong type in its own words before the service's domain schema could name the field.
   */
  validateFirst?: true;
  /**
   * Also takes RFC 8058's one-click POST (`List-Unsubscribe=One-Click` as a form, no cookie, no
   * header of ours), which the JSON-only CSRF rule refuses everywhere else (request-guards.ts).
   * Only for a route that acts on a signed token in its URL and never on the session.
   */
  oneClickPost?: true;
  response: z.ZodType;
}
