import type { IdentityDeps } from '../identity-deps.ts';
import { listSchoolRows } from './school-repository.ts';
import { toSchoolView, type SchoolView } from './school-view.ts';

/** Every school, inactive ones too (a child at one still shows it); forms offer only the active ones. */
export async function listSchools(deps: IdentityDeps): Promise<SchoolView[]> {
  const rows = await listSchoolRows(deps.db);
  return rows.map((row) => toSchoolView(row, deps.settings.schoolTimeZone));
}
