import type { RequestHandler } from 'express';

export const NUL_MESSAGE = 'Invalid input: text must not contain NUL characters';
export const NUMBER_TOO_LARGE_MESSAGE = 'Invalid input: a number is too large';

/** Deeper than any form or GraphQL variables need, shallow enough for every recursive reader after us. */
export const MAX_BODY_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `Invalid input: the request body is nested more than ${MAX_BODY_DEPTH} levels deep`;

/**
 * What makes a decoded JSON value unusable, or null when it is fine: a NUL character anywhere
 * (PostgreSQL cannot store or even compare text holding one), a number JSON.parse turned into
 * Infinity (`1e999`), or nesting deeper than MAX_BODY_DEPTH (GraphQL's variable coercion, zod and
 * the loggers all recurse). The walk keeps its own stack, so a body of a hundred thousand `[` is
 * refused instead of overflowing ours.
 */
export function findBodyProblem(root: unknown): string | null {
  // Two parallel stacks and a for-in, not a tuple and an entries array per value: this walk runs over
  // every request's body and every operation's variables, and its garbage was a sixteenth of a
  // checkout's allocations.
  const values: unknown[] = [root];
  const depths: number[] = [0];
  while (values.length > 0) {
    const value = values.pop();
    const depth = depths.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return NUL_MESSAGE;
      continue;
    }
    if (typeof value === 'number' && !Number.isFinite(value)) return NUMBER_TOO_LARGE_MESSAGE;
    if (!value || typeof value !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) return TOO_DEEP_MESSAGE;
    if (Array.isArray(value)) {
      for (const child of value as unknown[]) {
        values.push(child);
        depths.push(depth + 1);
      }
      continue;
    }
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      if (key.includes('\u0000')) return NUL_MESSAGE;
      values.push((value as Record<string, unknown>)[key]);
      depths.push(depth + 1);
    }
  }
  return null;
}

/**
 * Refuses a request whose body or query string findBodyProblem objects to, at the door of every
 * HTTP server, instead of failing deep inside as a 500. GraphQL endpoints answer in
 * GraphQL's error shape, REST ones in the `{ error }` shape.
 */
export function refuseUnusableBodies(shape: 'graphql' | 'rest'): RequestHandler {
  return (req, res, next) => {
    const message = findBodyProblem(req.body) ?? findBodyProblem(req.query);
    if (!message) return next();
    res.status(400).json(shape === 'graphql' ? { errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] } : { error: message, message });
  };
}
