import type { ApolloServer } from '@apollo/server';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError, errorCodes, httpStatusOf, type ErrorCode } from '@lunchbox/kit/errors';
import type { GatewayContext } from '../context.ts';

export interface RestDeps {
  apollo: ApolloServer<GatewayContext>;
  contextFor(req: Request, res: Response): Promise<GatewayContext>;
}

/**
 * Every REST path is one GraphQL operation run against the federated graph, so both faces share
 * the same access rules, validation and messages. A GraphQL error becomes an AppError with the
 * same code (and the refused cart item's id), which the REST error handler turns into the matching
 * HTTP status and `{ error, message, code?, cartItemId? }` body.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- routes hand the operation's data on as JSON; its shape is the schema's
export async function runOperation<T = Record<string, any>>(
  deps: RestDeps,
  req: Request,
  res: Response,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const contextValue = await deps.contextFor(req, res);
  const response = await deps.apollo.executeOperation({ query, variables }, { contextValue });
  if (response.body.kind !== 'single') throw new AppError('INTERNAL_SERVER_ERROR', 'Unexpected incremental response');
  const { data, errors } = response.body.singleResult;
  if (errors?.length) {
    const [first] = errors;
    const code = String(first?.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
    const known: ErrorCode = code in errorCodes ? (code as ErrorCode) : httpStatusOf(code) === 400 ? 'BAD_USER_INPUT' : 'INTERNAL_SERVER_ERROR';
    const cartItemId = first?.extensions?.cartItemId;
    throw new AppError(known, known === 'INTERNAL_SERVER_ERROR' ? 'Internal server error' : restMessageOf(first?.message ?? 'Request failed'), {
      details: typeof cartItemId === 'string' ? { cartItemId } : undefined,
    });
  }
  return data as T;
}

/**
 * A JSON field of the wrong type (a number where text belongs) fails GraphQL's variable coercion,
 * whose message speaks of variables and echoes the value; a REST caller hears which field instead.
 */
function restMessageOf(message: string): string {
  const coercion = /^Variable "\$(\w+)" got invalid value .*?(?: at "([\w.[\]]+)")?; /s.exec(message);
  if (!coercion) return message;
  const [, variable, path] = coercion;
  if (variable === 'id') return 'Invalid id';
  const field = path ? path.replace(/^\w+\.?/, '') : variable;
  return `Invalid input: ${field || variable}`;
}

/** Express 5 forwards rejected promises to the error handler; this only narrows the types. */
export function route(handler: (req: Request, res: Response) => Promise<void>): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => handler(req, res).catch(next);
}

const MAX_ID = 2_147_483_647;

/** Path ids are positive integers in decimal digits (GraphQL's Int); anything else is the caller's mistake, not a 500. */
export function idParam(req: Request, name = 'id'): number {
  const raw = req.params[name];
  const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!(id > 0 && id <= MAX_ID)) throw new AppError('BAD_USER_INPUT', 'Invalid id');
  return id;
}

/** JSON bodies only; a missing body is an empty object so the schemas can name what is missing. */
export function body(req: Request): Record<string, unknown> {
  return req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
}
