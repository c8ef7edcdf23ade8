import type pg from 'pg';
import type { Database, Executor, Transaction } from '../db/database.ts';
import { connectionOf } from '../db/raw-statements.ts';
import { now } from '../process/clock.ts';
import { changesText, entryHash, GENESIS_HASH, nameMatchesSeal, nameSeal, type AuditEntryInput, type AuditRow } from './audit-entry.ts';
import type { AuditQuery } from './audit-query.ts';
import { currentRequestOrigin } from '../http/request-origin.ts';

/*
 * A service's audit trail: the table `<schema>.audit_log` of its migration, which refuses UPDATE
 * (but the one anonymisation), DELETE and TRUNCATE by trigger. Entries are numbered 1, 2, 3… and
 * each carries the hash of the one before, both decided under a transaction-scoped lock, so the
 * chain follows the order in which the audited changes commit.
 */

const COLUMNS = `id, occurred_at, actor_id, actor_name, actor_name_seal, action, target_type, target_id, changes, ip, user_agent, prev_hash, hash`;

interface StoredRow {
  id: string;
  occurred_at: Date;
  actor_id: number | null;
  actor_name: string | null;
  actor_name_seal: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  changes: string;
  ip: string | null;
  user_agent: string | null;
  prev_hash: string;
  hash: string;
}

function rowOf(stored: StoredRow): AuditRow {
  return {
    id: Number(stored.id),
    occurredAt: stored.occurred_at,
    actorId: stored.actor_id,
    actorName: stored.actor_name,
    actorNameSeal: stored.actor_name_seal,
    action: stored.action,
    targetType: stored.target_type,
    targetId: stored.target_id,
    changes: stored.changes,
    ip: stored.ip,
    userAgent: stored.user_agent,
    prevHash: stored.prev_hash,
    hash: stored.hash,
  };
}

export interface ChainCheck {
  ok: boolean;
  entries: number;
  /** The first entry that does not match its hash, its name seal or its place in the chain. */
  firstBadId: number | null;
}

export interface AuditLog {
  /** Records the entry in the caller's transaction (or in one of its own on the pool): it exists exactly when the change does. */
  record(executor: Executor, entry: AuditEntryInput): Promise<void>;
  list(executor: Executor, query: AuditQuery): Promise<AuditRow[]>;
  /** Entries the user made or that are about their account (target user), newest first. */
  about(executor: Executor, userId: number, limit?: number): Promise<AuditRow[]>;
  verify(executor: Executor): Promise<ChainCheck>;
  /** A deleted user's name replaced by their id in the entries they made: the one change the table allows. */
  anonymiseActor(executor: Executor, userId: number): Promise<void>;
}

function isDatabase(executor: Executor): executor is Database {
  return (executor as Partial<Database>).$client !== undefined;
}

function clientFor(executor: Executor): Pick<pg.Pool, 'query'> {
  return isDatabase(executor) ? executor.$client : connectionOf(executor as Transaction);
}

export function auditLog(schema: string): AuditLog {
  const table = `"${schema}".audit_log`;

  async function insert(tx: Transaction, entry: AuditEntryInput): Promise<void> {
    const client = connectionOf(tx);
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [table]);
    const last = await client.query<{ id: string; hash: string }>(`SELECT id, hash FROM ${table} ORDER BY id DESC LIMIT 1`);
    const id = last.rows[0] ? Number(last.rows[0].id) + 1 : 1;
    const origin = currentRequestOrigin();
    const actorName = entry.actor?.username ?? null;
    const unhashed = {
      id,
      // Taken under the lock, so a service's entries are in time order as they are in id order.
      occurredAt: now(),
      actorId: entry.actor?.userId ?? null,
      actorNameSeal: nameSeal(id, actorName),
      action: entry.action,
      targetType: entry.target?.type ?? null,
      targetId: entry.target ? String(entry.target.id) : null,
      changes: changesText(entry.changes),
      ip: origin.ip,
      userAgent: origin.userAgent,
      prevHash: last.rows[0]?.hash ?? GENESIS_HASH,
    };
    const row: AuditRow = { ...unhashed, actorName, hash: entryHash(unhashed) };
    await client.query(`INSERT INTO ${table} (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`, [
      row.id,
      row.occurredAt,
      row.actorId,
      row.actorName,
      row.actorNameSeal,
      row.action,
      row.targetType,
      row.targetId,
      row.changes,
      row.ip,
      row.userAgent,
      row.prevHash,
      row.hash,
    ]);
  }

  return {
    async record(executor, entry) {
      if (isDatabase(executor)) await executor.transaction((tx) => insert(tx, entry));
      else await insert(executor as Transaction, entry);
    },

    async list(executor, query) {
      const where: string[] = [];
      const values: unknown[] = [];
      const param = (value: unknown) => {
        values.push(value);
        return `$${values.length}`;
      };
      if (query.beforeId !== undefined) where.push(`id < ${param(query.beforeId)}`);
      if (query.actorId !== undefined) where.push(`actor_id = ${param(query.actorId)}`);
      if (query.actorName !== undefined) where.push(`actor_name ILIKE ${param(`%${query.actorName.replace(/[\\%_]/g, '\\$&')}%`)}`);
      if (query.action !== undefined) where.push(`(action = ${param(query.action)} OR action LIKE ${param(`${query.action}.%`)})`);
      if (query.targetType !== undefined) where.push(`target_type = ${param(query.targetType)}`);
      if (query.targetId !== undefined) where.push(`target_id = ${param(query.targetId)}`);
      if (query.from !== undefined) where.push(`occurred_at >= ${param(query.from)}`);
      if (query.to !== undefined) where.push(`occurred_at < ${param(query.to)}`);
      const result = await clientFor(executor).query<StoredRow>(
        `SELECT ${COLUMNS} FROM ${table} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT ${param(query.limit)}`,
        values,
      );
      return result.rows.map(rowOf);
    },

    async about(executor, userId, limit = 1000) {
      const result = await clientFor(executor).query<StoredRow>(
        `SELECT ${COLUMNS} FROM ${table} WHERE actor_id = $1 OR (target_type = 'user' AND target_id = $2) ORDER BY id DESC LIMIT $3`,
        [userId, String(userId), limit],
      );
      return result.rows.map(rowOf);
    },

    async verify(executor) {
      const client = clientFor(executor);
      const batch = 1000;
      let previous: { id: number; hash: string } = { id: 0, hash: GENESIS_HASH };
      let entries = 0;
      for (;;) {
        const result = await client.query<StoredRow>(`SELECT ${COLUMNS} FROM ${table} WHERE id > $1 ORDER BY id LIMIT $2`, [previous.id, batch]);
        for (const stored of result.rows) {
          const row = rowOf(stored);
          const inPlace = row.id === previous.id + 1 && row.prevHash === previous.hash;
          if (!inPlace || entryHash(row) !== row.hash || !nameMatchesSeal(row)) return { ok: false, entries, firstBadId: row.id };
          entries += 1;
          previous = { id: row.id, hash: row.hash };
        }
        if (result.rows.length < batch) return { ok: true, entries, firstBadId: null };
      }
    },

    async anonymiseActor(executor, userId) {
      await clientFor(executor).query(`UPDATE ${table} SET actor_name = actor_id::text WHERE actor_id = $1 AND actor_name IS DISTINCT FROM actor_id::text`, [
        userId,
      ]);
    },
  };
}
