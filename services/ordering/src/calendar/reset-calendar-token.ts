import { requireCaller, type Caller } from '@lunchbox/kit/auth/tokens';
import { notFound } from '@lunchbox/kit/errors/app-error';
import type { OrderingDeps } from '../ordering-deps.ts';
import { calendarUrlFor } from './calendar-url.ts';
import { CHILD_NOT_FOUND_MESSAGE, childFor, drawTokens } from './feed-tokens.ts';

/** POST /api/child-profile/{id}/calendar-token: the parent (or an administrator) replaces the URL; the old one answers 404 at once. */
export async function resetCalendarToken(deps: OrderingDeps, caller: Caller | null, childId: number): Promise<string> {
  const known = requireCaller(caller);
  // Someone else's child is not found, as their order is: the answer does not say it exists.
  if (!(await childFor(deps, known, childId))) throw notFound(CHILD_NOT_FOUND_MESSAGE);
  await drawTokens(deps.db, deps.settings.calendarSecret, [childId], true);
  const url = await calendarUrlFor(deps, known, childId);
  if (!url) throw notFound(CHILD_NOT_FOUND_MESSAGE);
  deps.log.info({ childId }, 'calendar feed token reset');
  return url;
}
