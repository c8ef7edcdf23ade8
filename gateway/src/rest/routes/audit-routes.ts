import {
  AUDIT_PAGE_OPERATION,
  AUDIT_VERIFY_OPERATION,
  auditCsvFile,
  auditExportVariables,
  auditPageAnswer,
  auditPageShape,
  auditPageVariables,
  auditQuerySchema,
  auditVerifyAnswer,
  auditVerifyShape,
} from '../audit-pages.ts';
import type { RestRoute } from '../rest-route.ts';

/** The Audit tab: the four services' trails as one list, its CSV export, and the check of their hash chains. */
export const auditRoutes: readonly RestRoute[] = [
  {
    method: 'GET',
    path: '/admin/audit',
    summary: 'Administrator actions and sign-ins, newest first (cursor paging)',
    tag: 'Audit',
    access: 'administrator',
    operation: AUDIT_PAGE_OPERATION,
    variables: auditPageVariables,
    answer: auditPageAnswer,
    query: auditQuerySchema,
    validateFirst: true,
    response: auditPageShape,
  },
  {
    method: 'GET',
    path: '/admin/audit.csv',
    summary: 'The filtered audit trail as a CSV file (at most 10,000 entries, newest first)',
    tag: 'Audit',
    access: 'administrator',
    operation: AUDIT_PAGE_OPERATION,
    variables: auditExportVariables,
    download: auditCsvFile,
    fileType: 'text/csv',
    query: auditQuerySchema.omit({ limit: true, cursor: true }),
    validateFirst: true,
    response: auditPageShape.shape.entries,
  },
  {
    method: 'GET',
    path: '/admin/audit/verify',
    summary: "Checks every service's hash chain: an entry edited behind the application's back is found",
    tag: 'Audit',
    access: 'administrator',
    operation: AUDIT_VERIFY_OPERATION,
    answer: auditVerifyAnswer,
    response: auditVerifyShape,
  },
];
