import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { serverRefusalText, type SentValues } from './refusal-texts.ts';

/** The `extensions.code` values the services answer with. */
export type ServerErrorCode = 'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'TOO_MANY_REQUESTS' | 'INTERNAL_SERVER_ERROR';

/**
 * What went wrong with a call, as the screens need it:
 * - `server`: the server refused, with its code and the values its message was built from
 *   (`extensions.values`), written here in the reader's words (`message`; the server's English
 *   is `sentMessage`); a refused checkout also names the cart item it refused (`extensions.cartItemId`);
 * - `unreadable`: an answer came but was not JSON (spec: 'Failed to parse server response');
 * - `network`: the server could not be reached.
 */
export type CallFailure =
  | {
      kind: 'server';
      message: string;
      code: string | undefined;
      values: SentValues;
      /** The catalogue key of the server's message, when it is one the shared rules build from values. */
      messageKey?: string;
      cartItemId?: string;
      /** The message as the server wrote it (English). */
      sentMessage: string;
    }
  | { kind: 'unreadable' }
  | { kind: 'network' };

/**
 * Reads an Apollo error. GraphQL errors carry the message and code directly; a non-2xx
 * HTTP answer (e.g. a rate limiter in front of GraphQL) carries it in its body, read as
 * spec section 8 says: JSON `errors[0].message`, `error`, `message`, else the raw text.
 */
export function describeFailure(error: unknown): CallFailure {
  const failure = describeFailureAsSent(error);
  // The API speaks English (the spec's messages); the reader gets their language's text from the code and values.
  return failure.kind === 'server'
    ? { ...failure, message: serverRefusalText(failure.message, failure.code, failure.values, failure.messageKey), sentMessage: failure.message }
    : failure;
}

type Sent = { message: string; code: string | undefined; values: SentValues; messageKey?: string; cartItemId?: string };
type SentFailure = ({ kind: 'server' } & Sent) | { kind: 'unreadable' } | { kind: 'network' };

function describeFailureAsSent(error: unknown): SentFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    return { kind: 'server', message: first?.message ?? error.message, ...fromExtensions(first?.extensions) };
  }
  if (ServerError.is(error)) {
    const fromBody = messageFromBody(error.bodyText);
    if (fromBody) return { kind: 'server', ...fromBody };
    return { kind: 'network' };
  }
  if (ServerParseError.is(error)) return { kind: 'unreadable' };
  return { kind: 'network' };
}

/** The user-facing message of a failure, or the fallback when the server gave none. */
export function failureMessage(error: unknown, fallback: string): string {
  const failure = describeFailure(error);
  return failure.kind === 'server' && failure.message ? failure.message : fallback;
}

function fromExtensions(extensions: unknown): Omit<Sent, 'message'> {
  const { code, values, messageKey, cartItemId } = (extensions ?? {}) as { code?: unknown; values?: unknown; messageKey?: unknown; cartItemId?: unknown };
  return {
    code: typeof code === 'string' ? code : undefined,
    values: values && typeof values === 'object' && !Array.isArray(values) ? (values as SentValues) : {},
    ...(typeof messageKey === 'string' ? { messageKey } : {}),
    ...(typeof cartItemId === 'string' ? { cartItemId } : {}),
  };
}

function messageFromBody(bodyText: string): Sent | null {
  const text = bodyText.trim();
  if (!text) return null;
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object') {
      const record = body as Record<string, unknown>;
      const errors = record['errors'];
      if (Array.isArray(errors) && errors[0] && typeof errors[0] === 'object') {
        const first = errors[0] as { message?: unknown; extensions?: unknown };
        if (typeof first.message === 'string') return { message: first.message, ...fromExtensions(first.extensions) };
      }
      // The REST façade's error body: { error, code, cartItemId }.
      if (typeof record['error'] === 'string') return { message: record['error'], ...fromExtensions(record) };
      if (typeof record['message'] === 'string') return { message: record['message'], code: undefined, values: {} };
    }
    return null;
  } catch {
    // A proxy's HTML error page is not a message for the user.
    return text.startsWith('<') ? null : { message: text, code: undefined, values: {} };
  }
}
