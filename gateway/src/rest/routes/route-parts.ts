// Parts of a route that tables of several tags share.
import { z } from 'zod';
import { deletedShape } from '../answer-shapes.ts';
import type { RestRoute } from '../rest-route.ts';

/** How the spec answers a DELETE of one thing by its `:id`: `{ success: true, id }`, with a message for some. */
export function deletedById(message?: string): Pick<RestRoute, 'variables' | 'answer' | 'response'> {
  return {
    variables: (input) => ({ id: input.id() }),
    answer: (_data, input) => ({ success: true, id: input.id(), ...(message ? { message } : {}) }),
    response: message ? deletedShape.extend({ message: z.string() }) : deletedShape,
  };
}

/** A from–to range of school dates in the query string. */
export const dateRange = z.object({ from: z.string().optional().describe('YYYY-MM-DD'), to: z.string().optional().describe('YYYY-MM-DD') });
