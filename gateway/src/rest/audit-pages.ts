import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import { AUDIT_TRAILS, beforeIdOf, mergeTrailPages, type AuditTrail, type TrailPage, type TrailPlaces } from '@lunchbox/domain/audit-trail';
import { AppError } from '@lunchbox/kit/errors/app-error';
import { now } from '@lunchbox/kit/process/clock';
import type { OperationData } from './operation.ts';
import { asText, type DownloadFile } from './production-csv.ts';
import type { RouteInput } from './request-input.ts';

/*
 * The audit trail as one list: each service keeps its own (identity, menu, ordering, notification),
 * and the Audit routes ask all four in one operation and merge their pages newest first. The
 * cursor holds each service's place, the number of the last entry of it already shown, so the next
 * page continues every trail where the previous one left it.
 */

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 200;
/** The most entries a CSV export holds; the filters narrow a larger trail. */
export const AUDIT_EXPORT_MAX = 10_000;

export const INVALID_CURSOR = 'Invalid cursor';

export const auditEntryShape = z.object({
  id: z.string().describe('The service and the entry number, e.g. menu:12'),
  service: z.enum(AUDIT_TRAILS),
  occurredAt: z.string(),
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable().describe('Username at the time; the user id once the account is deleted'),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  changes: z.record(z.string(), z.object({ before: z.unknown().optional(), after: z.unknown().optional() })),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});

const ENTRY = 'id service occurredAt actorId actorName action targetType targetId changes ip userAgent';

/** One operation, the four trails: `$identity`… each service's filter with its own place. */
export const AUDIT_PAGE_OPERATION = `query AdminAudit(${AUDIT_TRAILS.map((trail) => `$${trail}: AuditFilter`).join(', ')}) { ${AUDIT_TRAILS.map(
  (trail) => `${trail}AuditLog(filter: $${trail}) { entries { ${ENTRY} } hasMore }`,
).join(' ')} }`;

/** The four trails' entries made by the caller or about their account, for their data download. */
export const AUDIT_ABOUT_ME_SELECTION = AUDIT_TRAILS.map((trail) => `${trail}AuditAboutMe { ${ENTRY} }`).join(' ');

export const AUDIT_VERIFY_OPERATION = `query AdminAuditVerify { ${AUDIT_TRAILS.map((trail) => `${trail}AuditVerify { ok entries firstBadId }`).join(' ')} }`;

export const auditQuerySchema = z.object({
  actor: z.string().optional().describe('A user id, or part of a username'),
  action: z.string().optional().describe('An action code (user.deleted) or its start (user)'),
  target: z.string().optional().describe('A target type (user) or type:id (user:42)'),
  from: z.string().optional().describe('YYYY-MM-DD (UTC day) or an ISO 8601 time'),
  to: z.string().optional().describe('YYYY-MM-DD (through that UTC day) or an ISO 8601 time'),
  limit: z
    .string()
    .regex(/^\d+$/, 'limit must be a whole number')
    .refine((value) => Number(value) >= 1 && Number(value) <= AUDIT_PAGE_MAX, `limit must be between 1 and ${AUDIT_PAGE_MAX}`)
    .optional()
    .describe(`Entries per page (default ${AUDIT_PAGE_DEFAULT}, at most ${AUDIT_PAGE_MAX})`),
  cursor: z.string().optional().describe("The previous page's nextCursor"),
});

function encodeCursor(places: TrailPlaces): string {
  return Buffer.from(JSON.stringify(places)).toString('base64url');
}

function decodeCursor(cursor: string | undefined): TrailPlaces {
  if (cursor === undefined || cursor === '') return {};
  let places: unknown;
  try {
    places = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new AppError('BAD_USER_INPUT', INVALID_CURSOR);
  }
  const parsed = z.partialRecord(z.enum(AUDIT_TRAILS), z.number().int().min(0)).safeParse(places);
  if (!parsed.success) throw new AppError('BAD_USER_INPUT', INVALID_CURSOR);
  return parsed.data;
}

function filterOf(input: RouteInput, limit: number): Record<string, unknown> {
  const filter: Record<string, unknown> = { limit };
  for (const name of ['actor', 'action', 'target', 'from', 'to']) {
    const value = input.query(name);
    if (value !== undefined && value.trim() !== '') filter[name] = value;
  }
  return filter;
}

/** The operation's variables for a page: the same filter for each trail, each from its own place. */
export function auditPageVariables(input: RouteInput): Record<string, unknown> {
  const limit = Number(input.query('limit') ?? AUDIT_PAGE_DEFAULT);
  const places = decodeCursor(input.query('cursor'));
  const filter = filterOf(input, limit);
  // A trail already emptied is asked for entries below 1: none, without a special case in the query.
  return Object.fromEntries(AUDIT_TRAILS.map((trail) => [trail, { ...filter, ...beforeIdOf(places, trail) }]));
}

export function auditExportVariables(input: RouteInput): Record<string, unknown> {
  const filter = filterOf(input, AUDIT_EXPORT_MAX);
  return Object.fromEntries(AUDIT_TRAILS.map((trail) => [trail, filter]));
}

interface GraphEntry extends Omit<z.infer<typeof auditEntryShape>, 'changes'> {
  changes: string;
}

function pagesOf(data: OperationData): Record<AuditTrail, TrailPage<GraphEntry>> {
  return Object.fromEntries(AUDIT_TRAILS.map((trail) => [trail, data[`${trail}AuditLog`]])) as Record<AuditTrail, TrailPage<GraphEntry>>;
}

function withChanges(entry: GraphEntry): z.infer<typeof auditEntryShape> {
  return { ...entry, changes: JSON.parse(entry.changes) as z.infer<typeof auditEntryShape>['changes'] };
}

/** The caller's entries from every trail, newest first (AUDIT_ABOUT_ME_SELECTION's answer). */
export function auditEntriesAboutMe(data: OperationData): z.infer<typeof auditEntryShape>[] {
  const entries = AUDIT_TRAILS.flatMap((trail) => (data[`${trail}AuditAboutMe`] as GraphEntry[] | undefined) ?? []);
  return entries.map(withChanges).sort((a, b) => b.occurredAt.localeCompare(a.occurredAt));
}

/** The merged page and the cursor of the next one (null on the last page). */
export function auditPageAnswer(data: OperationData, input: RouteInput): { entries: z.infer<typeof auditEntryShape>[]; nextCursor: string | null } {
  const limit = Number(input.query('limit') ?? AUDIT_PAGE_DEFAULT);
  const { entries, places, more } = mergeTrailPages(pagesOf(data), limit, decodeCursor(input.query('cursor')));
  return { entries: entries.map(withChanges), nextCursor: more ? encodeCursor(places) : null };
}

export const auditPageShape = z.object({
  entries: z.array(auditEntryShape),
  nextCursor: z.string().nullable().describe('Pass as cursor for the next (older) page; null on the last page'),
});

const CSV_COLUMNS = ['id', 'occurredAt', 'actorId', 'actorName', 'action', 'targetType', 'targetId', 'changes', 'ip', 'userAgent'] as const;

/** The filtered trail as RFC 4180 CSV, newest first, for a spreadsheet: audit-YYYY-MM-DD.csv. */
export function auditCsvFile(data: OperationData): DownloadFile {
  const { entries } = mergeTrailPages(pagesOf(data), AUDIT_EXPORT_MAX, {});
  const rows = entries.map((entry) => CSV_COLUMNS.map((column) => asText(entry[column] === null ? '' : String(entry[column]))));
  const day = now().toISOString().slice(0, 10);
  return {
    contentType: 'text/csv; charset=utf-8',
    filename: `audit-${day}.csv`,
    body: stringify(rows, { header: true, columns: [...CSV_COLUMNS], record_delimiter: 'windows' }),
  };
}

export const auditVerifyShape = z.object({
  ok: z.boolean(),
  entries: z.number().int().describe('Entries checked in the four trails'),
  firstBadId: z.string().nullable().describe('The first entry that does not match its hash chain, e.g. menu:12'),
  services: z.record(z.string(), z.object({ ok: z.boolean(), entries: z.number().int(), firstBadId: z.string().nullable() })),
});

export function auditVerifyAnswer(data: OperationData): z.infer<typeof auditVerifyShape> {
  const services = Object.fromEntries(AUDIT_TRAILS.map((trail) => [trail, data[`${trail}AuditVerify`]])) as z.infer<typeof auditVerifyShape>['services'];
  const checks = Object.values(services);
  return {
    ok: checks.every((check) => check.ok),
    entries: checks.reduce((sum, check) => sum + check.entries, 0),
    firstBadId: checks.find((check) => !check.ok)?.firstBadId ?? null,
    services,
  };
}
