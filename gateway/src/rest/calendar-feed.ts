import { Router } from 'express';
import { notFound } from '@lunchbox/kit/errors/app-error';
import { runOperation, type RestDeps } from './operation.ts';

const FEED = 'query CalendarFeed($token: String!) { calendarFeed(token: $token) }';

/** Says nothing of whether a child, a parent or a former token ever existed. */
export const CALENDAR_NOT_FOUND_MESSAGE = 'No such calendar';

/**
 * GET /api/calendar/{token}.ics (issue 14 §2): a child's lunches for the family's calendar app,
 * without sign-in (calendar apps send no cookie; the long token is the secret). The text is
 * ordering's; an unknown or replaced token is the same bare 404 as a malformed one.
 */
export function calendarFeedRouter(deps: RestDeps): Router {
  const router = Router();
  router.get('/calendar/:file', async (req, res) => {
    const token = /^([A-Za-z0-9_-]{20,100})\.ics$/.exec(req.params.file)?.[1];
    if (!token) throw notFound(CALENDAR_NOT_FOUND_MESSAGE);
    const data = await runOperation(deps, req, res, FEED, { token });
    const feed = data.calendarFeed as string | null;
    if (!feed) throw notFound(CALENDAR_NOT_FOUND_MESSAGE);
    // Calendar apps poll; each fetch reads the lunches afresh, and no shared cache keeps a child's lunches.
    res.set('cache-control', 'private, no-cache');
    res.type('text/calendar; charset=utf-8').send(feed);
  });
  return router;
}
