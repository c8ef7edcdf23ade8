import type { RequestHandler } from 'express';

export const NUL_MESSAGE = 'Invalid input: text must not contain NUL characters';

export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  return !!value && typeof value === 'object' && Object.values(value).some(containsNul);
}

/**
 * PostgreSQL cannot store (or even compare) text holding a NUL character, so such a request is the
 * caller's mistake, refused at the door of every HTTP server instead of failing deep inside as a 500.
 * GraphQL endpoints answer in GraphQL's error shape, REST ones in the `{ error }` shape.
 */
export function refuseNulCharacters(shape: 'graphql' | 'rest'): RequestHandler {
  return (req, res, next) => {
    if (!containsNul(req.body) && !containsNul(req.query)) return next();
    res
      .status(400)
      .json(
        shape === 'graphql' ? { errors: [{ message: NUL_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } }] } : { error: NUL_MESSAGE, message: NUL_MESSAGE },
      );
  };
}
