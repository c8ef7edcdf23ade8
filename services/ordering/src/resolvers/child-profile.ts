import type { SubgraphContext } from '@lunchbox/kit/http/subgraph-server';
import type { OrderingDeps } from '../ordering-deps.ts';
import { calendarUrlFor } from '../calendar/calendar-url.ts';
import type { ChildProfileResolvers } from '../generated/resolvers-types.ts';

/** Identity owns the child profile; ordering only adds its calendar feed. */
export function childProfileResolvers(deps: OrderingDeps) {
  return {
    __resolveReference: (reference) => reference,
    calendarUrl: (child: { id: number }, _args: unknown, context: SubgraphContext) => calendarUrlFor(deps, context.caller, child.id),
  } satisfies ChildProfileResolvers;
}
