import { DATE_FORMAT_MESSAGE } from '@lunchbox/domain/school-dates';
import { optionalIsoDate } from '@lunchbox/domain/text-fields';
import type { ClosureRow } from '../db/schema.ts';
import type { MenuDeps } from '../menu-deps.ts';
import { closureSchoolIdSchema } from '@lunchbox/domain/closure-schemas';
import { listClosuresBetween } from './closure-repository.ts';

const optionalDate = optionalIsoDate(DATE_FORMAT_MESSAGE);

/**
 * Anyone may read the school calendar: every menu view shows its closed days. `schoolId` (issue 31):
 * the closures that apply at that school, its own and every school's; absent, all of them.
 */
export async function listClosures(deps: MenuDeps, range: { from?: unknown; to?: unknown; schoolId?: unknown }): Promise<ClosureRow[]> {
  const from = optionalDate.parse(range.from);
  const to = optionalDate.parse(range.to);
  const schoolId = closureSchoolIdSchema.parse(range.schoolId);
  return listClosuresBetween(deps.db, { from, to, schoolId: schoolId ?? undefined });
}
