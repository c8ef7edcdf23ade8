import { requireAdmin, requireOwnSchool, requireRole, type Caller } from '@lunchbox/kit/auth/tokens';

/**
 * Who may declare or lift a closure (issue 31 §3, docs/roles.md): an administrator, any closure; a
 * school office, only a closure of its own school (`schoolId`); a closure of every school (null)
 * and every other role are refused. Reading closures is open to everyone (parents see closed days).
 * The one rule for the closures' writers, so that the per-school closures connect `schoolId` here.
 */
export function requireClosureManager(caller: Caller | null, schoolId: number | null): Caller {
  if (schoolId === null) return requireAdmin(caller);
  const known = requireRole(caller, ['admin', 'school_office']);
  requireOwnSchool(known, schoolId);
  return known;
}
