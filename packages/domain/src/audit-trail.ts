/*
 * The audit trail as one list. Each service keeps its own trail (numbered 1, 2, 3… in the order
 * its entries were written), and a reader asks each for a page of the same filter and merges them
 * newest first. Where each trail stands (its "place": the number of the last entry of it already
 * shown, 0 once it has given everything) is what the next page starts from, in the REST cursor
 * and in the Audit tab alike.
 */

/** The services with a trail, in the order that breaks a tie between entries of the same instant. */
export const AUDIT_TRAILS = ['identity', 'menu', 'ordering', 'notification'] as const;
export type AuditTrail = (typeof AUDIT_TRAILS)[number];

/**
 * The action codes of the audit trail, by the service that records them. Each client writes its
 * own words for a code (the admin Audit tab's labels); the entries carry only the code.
 */
export const AUDIT_ACTIONS = {
  identity: [
    'user.signed_in',
    'user.sign_in_failed',
    'user.two_factor_failed',
    'user.two_factor_reset',
    'user.role_changed',
    'user.updated',
    'user.deleted',
    'child.deleted',
    'diet_request.decided',
    'school.created',
    'school.updated',
  ],
  menu: ['menu_item.created', 'menu_item.updated', 'menu_item.deleted', 'closure.declared', 'closure.lifted'],
  ordering: ['payment.status_changed', 'payment_settings.updated', 'top_up.decided'],
  notification: ['communication.sent', 'feedback.answered'],
} as const satisfies Record<AuditTrail, readonly string[]>;

export type AuditAction = (typeof AUDIT_ACTIONS)[AuditTrail][number];

export interface MergeableEntry {
  /** `<service>:<number>`. */
  id: string;
  service: string;
  /** ISO 8601 in UTC, so that text order is time order. */
  occurredAt: string;
}

export interface TrailPage<E> {
  entries: E[];
  hasMore: boolean;
}

/** Each trail's place; a trail not named has not been read yet (start from its newest). */
export type TrailPlaces = Partial<Record<AuditTrail, number>>;

export function entryNumber(entry: MergeableEntry): number {
  return Number(entry.id.slice(entry.id.indexOf(':') + 1));
}

/** Newest first; at the same instant, in the trails' order, then by number. */
function newestFirst(a: MergeableEntry, b: MergeableEntry): number {
  if (a.occurredAt !== b.occurredAt) return a.occurredAt < b.occurredAt ? 1 : -1;
  if (a.service !== b.service) return AUDIT_TRAILS.indexOf(a.service as AuditTrail) - AUDIT_TRAILS.indexOf(b.service as AuditTrail);
  return entryNumber(b) - entryNumber(a);
}

/**
 * The newest `limit` entries of the trails' pages (each page already `limit` long at most, from
 * its place), where each trail stands after them, and whether any entry is left to show.
 */
export function mergeTrailPages<E extends MergeableEntry>(
  pages: Record<AuditTrail, TrailPage<E>>,
  limit: number,
  before: TrailPlaces,
): { entries: E[]; places: TrailPlaces; more: boolean } {
  const entries = AUDIT_TRAILS.flatMap((trail) => pages[trail].entries)
    .sort(newestFirst)
    .slice(0, limit);
  const places: TrailPlaces = {};
  let more = false;
  for (const trail of AUDIT_TRAILS) {
    const page = pages[trail];
    const taken = entries.filter((entry) => entry.service === trail);
    const left = page.entries.length > taken.length || page.hasMore;
    more ||= left;
    const last = taken.at(-1);
    const place = !left ? 0 : last ? entryNumber(last) : before[trail];
    if (place !== undefined) places[trail] = place;
  }
  return { entries, places, more };
}

/** A trail's filter part from its place: below its place, or below 1 (nothing) once it has given everything. */
export function beforeIdOf(places: TrailPlaces, trail: AuditTrail): { beforeId?: number } {
  const place = places[trail];
  return place === undefined ? {} : { beforeId: Math.max(1, place) };
}
