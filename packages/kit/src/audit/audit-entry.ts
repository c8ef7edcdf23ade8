import { createHash } from 'node:crypto';
import type { AuditAction } from '@lunchbox/domain/audit-trail';

/** A field's value before and after the action; a field only added or only removed has one side. */
export interface FieldChange {
  before?: unknown;
  after?: unknown;
}

export type AuditChanges = Record<string, FieldChange>;

/** What a use case tells the audit trail; when, from where and the chain are added by recordAudit. */
export interface AuditEntryInput {
  /** Who acted (user id and name at the time); null when nobody is known, as for a failed sign-in. */
  actor: { userId: number; username: string } | null;
  action: AuditAction;
  target?: { type: string; id: string | number } | null;
  changes?: AuditChanges;
}

/** One stored entry, as it is read back and as its hash is computed. */
export interface AuditRow {
  id: number;
  occurredAt: Date;
  actorId: number | null;
  actorName: string | null;
  actorNameSeal: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  /** The canonical JSON text of the changes, exactly as hashed. */
  changes: string;
  ip: string | null;
  userAgent: string | null;
  prevHash: string;
  hash: string;
}

/** The previous hash of the first entry of a chain. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * Field names whose values never enter the trail, whatever the action: a password, a token, a
 * secret or a code. Matched on the name in any case, so `passwordHash`, `resetToken`,
 * `totpSecret` and `recoveryCodes` are all left out.
 */
const SECRET_FIELD = /pass(word)?|token|secret|code|otp|hash|key/i;

export function isSecretField(name: string): boolean {
  return SECRET_FIELD.test(name);
}

/**
 * The changed fields only: those of `fields` whose value differs between `before` and `after`
 * (compared as JSON), never a secret one. A field in `concealed` (a person's e-mail, say) is named
 * as changed without its values, so that an entry never holds more of a person than their id.
 */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  fields: readonly string[],
  options: { concealed?: readonly string[] } = {},
): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of fields) {
    if (isSecretField(field)) continue;
    const old = before?.[field];
    const now = after?.[field];
    if (canonicalJson(old ?? null) === canonicalJson(now ?? null)) continue;
    if (options.concealed?.includes(field)) {
      changes[field] = { before: before ? '(changed)' : undefined, after: after ? '(changed)' : undefined };
      continue;
    }
    changes[field] = { ...(before ? { before: old ?? null } : {}), ...(after ? { after: now ?? null } : {}) };
  }
  return changes;
}

/** Drops every secret field, at any depth, from what a caller hands in as changes. */
function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key, inner]) => !isSecretField(key) && inner !== undefined)
        .map(([key, inner]) => [key, withoutSecrets(inner)]),
    );
  }
  return value;
}

/** JSON with object keys sorted at every depth: the same value always gives the same text, and so the same hash. */
export function canonicalJson(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function changesText(changes: AuditChanges | undefined): string {
  return canonicalJson(withoutSecrets(changes ?? {}));
}

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * The name is sealed apart from the chain: the chain's hash covers this seal, not the name, so the
 * one change the trail allows (a deleted user's name replaced by their id) leaves the chain whole,
 * while any other edit of a name no longer matches its seal.
 */
export function nameSeal(id: number, name: string | null): string | null {
  return name === null ? null : sha256(`${id}\n${name}`);
}

/** The entry's hash: every stored field but the name (covered by its seal), chained to the previous entry's hash. */
export function entryHash(row: Omit<AuditRow, 'hash' | 'actorName'>): string {
  return sha256(
    canonicalJson([
      row.id,
      row.occurredAt.toISOString(),
      row.actorId,
      row.actorNameSeal,
      row.action,
      row.targetType,
      row.targetId,
      row.changes,
      row.ip,
      row.userAgent,
      row.prevHash,
    ]),
  );
}

/** Whether a stored name is the one sealed, or the id that replaced a deleted user's name. */
export function nameMatchesSeal(row: Pick<AuditRow, 'id' | 'actorId' | 'actorName' | 'actorNameSeal'>): boolean {
  if (row.actorName === null) return row.actorNameSeal === null;
  if (row.actorId !== null && row.actorName === String(row.actorId) && row.actorNameSeal !== null) return true;
  return nameSeal(row.id, row.actorName) === row.actorNameSeal;
}
