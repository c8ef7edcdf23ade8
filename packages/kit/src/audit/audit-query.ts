import { z } from 'zod';
import { badInput } from '../errors/app-error.ts';

/** At most this many entries in one answer: a page of the Audit tab, or the whole CSV export. */
export const MAX_AUDIT_ROWS = 10_000;

/** A day (YYYY-MM-DD, the whole UTC day) or an instant (ISO 8601 with a zone). */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function instantOf(text: string, endOfDay: boolean): Date | null {
  if (DAY.test(text)) {
    const day = new Date(`${text}T00:00:00.000Z`);
    if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text) return null;
    return endOfDay ? new Date(day.getTime() + 86_400_000) : day;
  }
  if (!/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(text)) return null;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** The filter as the graph takes it: every part optional text, as typed in the Audit tab or the query string. */
export const auditFilterSchema = z.object({
  actor: z.string().trim().max(100, 'actor must be at most 100 characters').optional(),
  action: z
    .string()
    .trim()
    .regex(/^[a-z_.]{1,60}$/, 'action must be an action code such as user.deleted')
    .optional(),
  target: z
    .string()
    .trim()
    .regex(/^[a-z_]{1,40}(:[\w.@-]{1,100})?$/, 'target must be a type, or type:id such as user:42')
    .optional(),
  from: z.string().trim().optional(),
  to: z.string().trim().optional(),
  limit: z
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_AUDIT_ROWS, `limit must be at most ${MAX_AUDIT_ROWS}`)
    .optional(),
  /** This service's place in the pages: only entries with a smaller id. */
  beforeId: z.number().int().min(1, 'Invalid cursor').optional(),
});

export type AuditFilter = z.input<typeof auditFilterSchema>;

/** What the repository runs: the filter checked and split into columns. */
export interface AuditQuery {
  beforeId?: number;
  actorId?: number;
  actorName?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: Date;
  to?: Date;
  limit: number;
}

const blankToUndefined = (value: string | null | undefined) => (value === null || value === undefined || value.trim() === '' ? undefined : value);

/** Checks the filter (400 naming the bad part) and turns it into the repository's query. */
export function auditQueryOf(input: Record<string, unknown>): AuditQuery {
  const cleaned = Object.fromEntries(
    Object.entries(input).map(([key, value]) => [key, typeof value === 'string' ? blankToUndefined(value) : (value ?? undefined)]),
  );
  const parsed = auditFilterSchema.safeParse(cleaned);
  if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? 'Invalid audit filter');
  const filter = parsed.data;
  const query: AuditQuery = { limit: filter.limit ?? 50, beforeId: filter.beforeId };
  if (filter.actor !== undefined) {
    if (/^\d{1,10}$/.test(filter.actor)) query.actorId = Number(filter.actor);
    else query.actorName = filter.actor;
  }
  query.action = filter.action;
  if (filter.target !== undefined) {
    const [type, id] = filter.target.split(':', 2);
    query.targetType = type;
    query.targetId = id;
  }
  for (const side of ['from', 'to'] as const) {
    const text = filter[side];
    if (text === undefined) continue;
    const instant = instantOf(text, side === 'to');
    if (!instant) throw badInput(`${side} must be a date (YYYY-MM-DD) or an ISO 8601 time`);
    query[side] = instant;
  }
  if (query.from && query.to && query.from >= query.to) throw badInput('from must be before to');
  return query;
}
