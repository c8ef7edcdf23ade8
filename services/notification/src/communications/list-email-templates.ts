import { requireAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import type { NotificationDeps } from '../notification-deps.ts';
import { quickTemplates, type QuickTemplate } from './quick-templates.ts';

/** Administrators: the Communications tab's quick templates. */
export function listEmailTemplates(deps: Pick<NotificationDeps, 'schoolTimeZone'>, caller: Caller | null): QuickTemplate[] {
  requireAdmin(caller);
  return [...quickTemplates(deps.schoolTimeZone)];
}
