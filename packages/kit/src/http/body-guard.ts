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
 * the loggers all recurse). The walk recurses only while the depth is below MAX_BODY_DEPTH, so a
 * body of a hundred thousand `[` is refused after 32 frames instead of overflowing the stack.
 */
export function findBodyProblem(root: unknown): string | null {
  // A plain recursive walk: this runs over every request's body and every operation's variables (four
  // times a checkout), and the stacks of values and depths it kept before were its own garbage.
  if (root !== null && typeof root === 'object' && checkedAtTheDoor.has(root)) return null;
  return problemIn(root, 0);
}

/**
 * The parts of request bodies refuseUnusableBodies found fine (or a subgraph took from the gateway in
 * its own process, checked there): a GraphQL body's `variables` is the very object Apollo Server hands
 * the operation (checked again in graphql-protection.ts for the operations that come through no door,
 * the REST façade's), so it is walked once, not twice. Nothing changes a parsed body afterwards; the
 * entries go with the request's objects.
 */
const checkedAtTheDoor = new WeakSet<object>();

/** Remembers a checked (or trusted) GraphQL body's `variables`, so that the operation's own check passes over them. */
export function markCheckedVariables(body: unknown): void {
  markChecked(body !== null && typeof body === 'object' ? (body as { variables?: unknown }).variables : undefined);
}

/**
 * Remembers an object made only of values already checked (the REST façade's variables, taken from
 * the body and query string its door checked), so that findBodyProblem passes over it.
 */
export function markChecked(value: unknown): void {
  if (value !== null && typeof value === 'object') checkedAtTheDoor.add(value);
}

function problemIn(value: unknown, depth: number): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? NUL_MESSAGE : null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : NUMBER_TOO_LARGE_MESSAGE;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_BODY_DEPTH) return TOO_DEEP_MESSAGE;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const problem = problemIn(value[index], depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  // Object.keys, not `for…in` with hasOwn: V8 optimised that loop's keyed read without type
  // feedback and threw the code away again and again (306 deoptimisations in one rush of 3,000
  // checkouts), so the walk ran mostly unoptimised and recompiled all the time.
  const keys = Object.keys(value);
  for (let index = 0; index < keys.length; index += 1) {
    const key = keys[index]!;
    if (key.includes('\u0000')) return NUL_MESSAGE;
    const problem = problemIn((value as Record<string, unknown>)[key], depth + 1);
    if (problem) return problem;
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
    const body: unknown = req.body;
    const message = findBodyProblem(body) ?? findBodyProblem(req.query);
    if (!message) {
      markCheckedVariables(body);
      return next();
    }
    res.status(400).json(shape === 'graphql' ? { errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] } : { error: message, message });
  };
}
