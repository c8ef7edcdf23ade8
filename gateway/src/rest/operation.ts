import type { ApolloServer } from '@apollo/server';
import type { Request, Response } from 'express';
import { AppError, errorCodes, httpStatusOf, type ErrorCode } from '@lunchbox/kit/errors/app-error';
import type { GatewayContext } from '../context.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an operation's data is JSON whose shape is the schema's
export type OperationData = Record<string, any>;

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
export async function runOperation(
  deps: RestDeps,
  req: Request,
  res: Response,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<OperationData> {
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
  return data ?? {};
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
