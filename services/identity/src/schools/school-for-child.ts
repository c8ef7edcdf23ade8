import { badInput } from '@lunchbox/kit/errors/app-error';
import type { Executor } from '@lunchbox/kit/db/database';
import { findSchoolByName, type SchoolRow } from './school-repository.ts';

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
