import ical, { ICalCalendarMethod } from 'ical-generator';
import { now } from '@lunchbox/kit/process/clock';
import { noServiceLabel } from '@lunchbox/domain/school-closures';
import { addDays, schoolToday } from '@lunchbox/domain/school-dates';
import type { KnownChildRow } from '../db/schema.ts';
import type { OrderingDeps } from '../ordering-deps.ts';
import { knownChild } from '../read-models/children.ts';
import { feedByTokenHash, feedEntriesFrom } from './calendar-repository.ts';
import { sha256 } from './feed-tokens.ts';

/** How far back the feed reaches: a term's past lunches, without growing for ever. */
const PAST_DAYS = 120;

const PAYMENT_LABELS: Record<string, string> = { pending: 'Pending', paid: 'Paid', failed: 'Failed' };

/** A YYYY-MM-DD date as ical-generator writes an all-day date (its UTC calendar day). */
const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * GET /api/calendar/{token}.ics: the child's active lunches and the schools' closed days as all-day
 * events (RFC 5545), read afresh on every fetch so a cancelled lunch is gone at the next one; null
 * for an unknown or replaced token, which the gateway answers 404 without naming anyone.
 */
export async function calendarFeed(deps: OrderingDeps, token: string): Promise<string | null> {
  const child = await childOfToken(deps, token);
  if (!child) return null;
  const from = addDays(schoolToday(now(), deps.settings.schoolTimeZone), -PAST_DAYS);
  const { lunches, closures } = await feedEntriesFrom(deps.db, child.childId, from, child.schoolId);
  const host = new URL(deps.settings.publicUrl).host;
  const calendar = ical({
    name: `Lunches: ${child.name}`,
    prodId: { company: 'Lunchbox', product: 'lunches' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60,
  });
  for (const lunch of lunches) {
    const payment = `Payment: ${lunch.isPaid ? 'Paid' : (PAYMENT_LABELS[lunch.paymentStatus] ?? lunch.paymentStatus)}`;
    calendar.createEvent({
      id: `lunch-${lunch.id}@${host}`,
      start: dayOf(lunch.lunchDate),
      allDay: true,
      summary: `Lunch: ${lunch.lunchOptions.join(', ')}`,
      location: lunch.school,
      description: [`${lunch.childName}, ${lunch.school}`, payment, lunch.notes ? `Notes: ${lunch.notes}` : null].filter(Boolean).join('\n'),
      stamp: lunch.createdAt,
    });
  }
  for (const closure of closures) {
    calendar.createEvent({
      id: closure.schoolId === null ? `closure-${closure.date}@${host}` : `closure-${closure.date}-school-${closure.schoolId}@${host}`,
      start: dayOf(closure.date),
      allDay: true,
      summary: noServiceLabel(closure.reason),
      description: closure.schoolId === null ? 'The schools serve no lunch on this day.' : `${child.school} serves no lunch on this day.`,
      stamp: closure.version,
    });
  }
  return calendar.toString();
}

/** The child a feed token opens, or null for an unknown or replaced token (or a deleted child). */
async function childOfToken(deps: OrderingDeps, token: string): Promise<KnownChildRow | null> {
  const feed = await feedByTokenHash(deps.db, sha256(token));
  return feed ? knownChild(deps.db, feed.childId) : null;
}
