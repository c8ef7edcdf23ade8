import { requireAdmin, type Caller } from '@lunchbox/kit/auth/tokens';

/**
 * Who may read what the kitchen works from: the production sheet, the delivery sheets (issue 31
 * section 2) and, in the web, the labels. Administrators today; the one check every such read
 * makes, so a kitchen role is let in here once for all of them.
 */
export function requireProductionAccess(caller: Caller | null): Caller {
  return requireAdmin(caller);
}
