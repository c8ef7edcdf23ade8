import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { ZodError } from 'zod';
import type { Logger } from 'pino';
import { builtMessageKey } from '@lunchbox/domain/i18n/message-keys';
import { AppError, type MessageValues } from './app-error.ts';

/**
 * A zod failure is the user's bad input: answer with the schema's own message (the spec's text),
 * and as values the field it is about and the bound it broke (`{ field: 'menuItem', max: 200 }`).
 */
export function zodToAppError(error: ZodError): AppError {
  const first = error.issues[0];
  return new AppError('BAD_USER_INPUT', first?.message ?? 'Invalid input', {
    details: { fields: error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) },
    values: first ? valuesOfIssue(first) : {},
  });
}

function valuesOfIssue(issue: ZodError['issues'][number]): MessageValues {
  const bound = (value: unknown) => (typeof value === 'number' || typeof value === 'bigint' ? Number(value) : null);
  return {
    field: issue.path.join('.'),
    ...(issue.code === 'too_big' ? { max: bound(issue.maximum) } : {}),
    ...(issue.code === 'too_small' ? { min: bound(issue.minimum) } : {}),
  };
}

/**
 * The one place a refusal becomes GraphQL `extensions`, for every service: its details (the refused
 * cart item…), its code, the values its message was built from (`{}` when it names none) and, when
 * the message is one the shared schemas and rules build from values (keyedMessage), its catalogue
 * key (`messageKey: 'messages.menuItemTooLong'`), so a client writes it in its reader's words.
 */
export function errorExtensions(error: AppError): Record<string, unknown> {
  const keyed = builtMessageKey(error.message);
  return {
    ...(error.details ?? {}),
    code: error.code,
    values: { ...(keyed?.values ?? {}), ...(error.values ?? {}) },
    ...(keyed ? { messageKey: keyed.key } : {}),
  };
}

/**
 * The one mapping from thrown errors to what a GraphQL client sees: AppErrors keep their message
 * and code, bad input keeps the schema's message, and anything else is logged with its context and
 * answered without internals.
 */
export function formatGraphQLError(log: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof AppError) {
      return { ...formatted, message: original.message, extensions: errorExtensions(original) };
    }
    if (original instanceof ZodError) {
      const appError = zodToAppError(original);
      return { ...formatted, message: appError.message, extensions: errorExtensions(appError) };
    }
    const code = formatted.extensions?.code;
    if (code && code !== 'INTERNAL_SERVER_ERROR') return formatted;
    if (original instanceof GraphQLError && !original.originalError) {
      // Apollo Server answers some malformed requests (a persisted query of an unknown version, or whose
      // hash does not match its text) with a 400 status but no code, which would read as our fault.
      return isClientErrorStatus(original) ? { ...formatted, extensions: { ...formatted.extensions, code: 'BAD_REQUEST' } } : formatted;
    }
    log.error({ err: original, path: formatted.path }, 'unexpected error in resolver');
    return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}

function isClientErrorStatus(error: GraphQLError): boolean {
  const status = (error.extensions.http as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}
