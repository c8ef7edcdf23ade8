import { useQuery } from '@apollo/client/react';
import { AUDIT_TRAILS, beforeIdOf, mergeTrailPages, type TrailPlaces } from '@lunchbox/domain/audit-trail';
import { AdminAuditTrailDocument, type AuditEntryFieldsFragment, type AuditFilter } from '../../../gql/graphql.ts';

export type AuditEntry = AuditEntryFieldsFragment;

/** What the Audit tab's filter form holds; an empty text filters nothing. */
export interface AuditFilterForm {
  actor: string;
  action: string;
  target: string;
  from: string;
  to: string;
}

export const NO_AUDIT_FILTER: AuditFilterForm = { actor: '', action: '', target: '', from: '', to: '' };

export const AUDIT_PAGE_SIZE = 25;

function filterOf(form: AuditFilterForm): AuditFilter {
  return Object.fromEntries(Object.entries(form).filter(([, value]) => value.trim() !== '')) as AuditFilter;
}

/**
 * GET /api/admin/audit as the tab reads it: the four services' trails asked with the same filter,
 * each from its own place, merged newest first. `places` is where the next (older) page starts.
 */
export function useAuditPage(form: AuditFilterForm, from: TrailPlaces) {
  const filter = filterOf(form);
  const variables = Object.fromEntries(AUDIT_TRAILS.map((trail) => [trail, { ...filter, limit: AUDIT_PAGE_SIZE, ...beforeIdOf(from, trail) }]));
  const { data, loading, error, refetch } = useQuery(AdminAuditTrailDocument, { variables, fetchPolicy: 'cache-and-network' });
  const page = data
    ? mergeTrailPages(
        { identity: data.identityAuditLog, menu: data.menuAuditLog, ordering: data.orderingAuditLog, notification: data.notificationAuditLog },
        AUDIT_PAGE_SIZE,
        from,
      )
    : null;
  return { page, loading: loading && !data, error, refetch };
}

/** The same filter as a CSV file (the REST path), for the Download CSV link. */
export function auditCsvUrl(form: AuditFilterForm): string {
  return `/api/admin/audit.csv?${new URLSearchParams(filterOf(form) as Record<string, string>).toString()}`;
}
