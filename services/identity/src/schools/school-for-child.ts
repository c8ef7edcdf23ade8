import { badInput } from '@lunchbox/kit/errors/app-error';
import type { Executor } from '@lunchbox/kit/db/database';
import { findSchoolById, findSchoolByName, type SchoolRow } from './school-repository.ts';

export const UNKNOWN_SCHOOL = 'Choose one of the schools served';

/**
 * The school a child is saved at, found by the name the spec's forms send. A new child, or a child
 * moving school, needs an active school; a child already at an inactive one keeps it.
 */
export async function schoolForChild(db: Executor, name: string, currentSchoolId?: number): Promise<SchoolRow> {
  const school = await findSchoolByName(db, name);
  if (!school || (!school.active && school.id !== currentSchoolId)) throw badInput(UNKNOWN_SCHOOL, { field: 'school' });
  return school;
}

/** The same by the school's id (issue 31): an unknown id, or an inactive school the child is not at already, is refused alike. */
export async function schoolForChildById(db: Executor, schoolId: number, currentSchoolId?: number): Promise<SchoolRow> {
  const school = await findSchoolById(db, schoolId);
  if (!school || (!school.active && school.id !== currentSchoolId)) throw badInput(UNKNOWN_SCHOOL, { field: 'schoolId' });
  return school;
}

/** The school a child's form names: by id when it sends one, else by name; undefined when it names none (a change leaving the school). */
export async function schoolNamedBy(
  db: Executor,
  fields: { school?: string | undefined; schoolId?: number | undefined },
  currentSchoolId?: number,
): Promise<SchoolRow | undefined> {
  if (fields.schoolId !== undefined) return schoolForChildById(db, fields.schoolId, currentSchoolId);
  if (fields.school !== undefined) return schoolForChild(db, fields.school, currentSchoolId);
  return undefined;
}
