import { schoolPatchSchema, schoolWriteSchema } from '@lunchbox/domain/school-schemas';
import { changedFields } from '@lunchbox/kit/audit/audit-entry';
import { requireAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import { isUniqueViolation, type Executor } from '@lunchbox/kit/db/database';
import { AppError, conflict, notFound } from '@lunchbox/kit/errors/app-error';
import type { EventTransaction } from '@lunchbox/kit/messaging/outbox-writer';
import { identityAudit } from '../audit/identity-audit.ts';
import { toChildEventData } from '../children/child-event-data.ts';
import { confirmedDietsOf } from '../diet-requests/confirmed-diets.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { findSchoolByName, insertSchool, lockSchool, renameSchoolOnChildren, updateSchoolRow, type NewSchoolRow, type SchoolRow } from './school-repository.ts';
import { toSchoolView, type SchoolView } from './school-view.ts';

export const SCHOOL_NAME_TAKEN = 'A school with this name already exists';
export const SCHOOL_NOT_FOUND = 'School not found';
const AUDITED_FIELDS = ['name', 'active', 'deliveryTime', 'deadlineTime', 'deadlineDaysBefore', 'deadlineTimeZone', 'timeZone'] as const;

type SchoolFields = Partial<ReturnType<typeof schoolPatchSchema.parse>>;

function toColumns(fields: SchoolFields): Partial<NewSchoolRow> {
  const { orderDeadline, ...rest } = fields;
  // A cut-off written without its own clock is read on the school's.
  return {
    ...rest,
    ...(orderDeadline && { deadlineTime: orderDeadline.time, deadlineDaysBefore: orderDeadline.daysBefore, deadlineTimeZone: orderDeadline.timeZone ?? null }),
  };
}

async function assertNameFree(db: Executor, name: string | undefined, schoolId?: number): Promise<void> {
  if (name === undefined) return;
  const holder = await findSchoolByName(db, name);
  if (holder && holder.id !== schoolId) throw conflict(SCHOOL_NAME_TAKEN);
}

/** Two administrators saving the same new name at once: the unique index answers the later one. */
async function withNameUnique<R>(work: () => Promise<R>): Promise<R> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'schools_name_lower_key')) throw conflict(SCHOOL_NAME_TAKEN);
    throw error;
  }
}

async function announce(deps: IdentityDeps, tx: EventTransaction, row: SchoolRow): Promise<SchoolView> {
  const view = toSchoolView(row, deps.settings.schoolTimeZone);
  const { id, ...fields } = view;
  await tx.recordEvent('school.upserted', { schoolId: id, ...fields });
  return view;
}

/** An administrator adds a school; its name is unique regardless of case. */
export async function createSchool(deps: IdentityDeps, caller: Caller | null, rawInput: unknown): Promise<SchoolView> {
  const admin = requireAdmin(caller);
  const input = schoolWriteSchema.parse(rawInput);
  return withNameUnique(() =>
    deps.transactionWithEvents(async (tx) => {
      await assertNameFree(tx, input.name);
      const columns = toColumns(input) as NewSchoolRow;
      const created = await insertSchool(tx, columns);
      if (!created) throw new AppError('INTERNAL_SERVER_ERROR', 'school insert returned nothing');
      await identityAudit.record(tx, {
        actor: admin,
        action: 'school.created',
        target: { type: 'school', id: created.id },
        changes: changedFields(null, created, AUDITED_FIELDS),
      });
      return announce(deps, tx, created);
    }),
  );
}

/**
 * An administrator changes a school. Schools are never deleted (children point at them): made
 * inactive, a school is no longer offered for new children and stays with the children at it.
 */
export async function updateSchool(deps: IdentityDeps, caller: Caller | null, schoolId: number, rawInput: unknown): Promise<SchoolView> {
  const admin = requireAdmin(caller);
  const changes = toColumns(schoolPatchSchema.parse(rawInput ?? {}));
  return withNameUnique(() =>
    deps.transactionWithEvents(async (tx) => {
      const before = await lockSchool(tx, schoolId);
      if (!before) throw notFound(SCHOOL_NOT_FOUND);
      await assertNameFree(tx, changes.name, schoolId);
      const updated = Object.keys(changes).length === 0 ? before : await updateSchoolRow(tx, schoolId, changes);
      if (!updated) throw notFound(SCHOOL_NOT_FOUND);
      // Orders snapshot the child's school name from ordering's read model: tell it the new name.
      if (updated.name !== before.name)
        for (const child of await renameSchoolOnChildren(tx, schoolId, updated.name)) {
          // The whole child, its confirmed diets too: the event replaces ordering's row.
          await tx.recordEvent('child.upserted', toChildEventData(child, await confirmedDietsOf(tx, child.id, deps.settings.schoolTimeZone)));
        }
      await identityAudit.record(tx, {
        actor: admin,
        action: 'school.updated',
        target: { type: 'school', id: schoolId },
        changes: changedFields(before, updated, AUDITED_FIELDS),
      });
      return announce(deps, tx, updated);
    }),
  );
}
