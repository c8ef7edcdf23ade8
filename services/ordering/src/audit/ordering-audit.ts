import { auditLog } from '@lunchbox/kit/audit/audit-log';

/** Ordering's audit trail (`ordering.audit_log`): payment status changes, payment settings, top-up decisions. */
export const orderingAudit = auditLog('ordering');
