/**
 * The action codes of the audit trail, by the service that records them. Each client writes its
 * own words for a code (the admin Audit tab's labels); the entries carry only the code.
 */
export const AUDIT_ACTIONS = {
  identity: [
    'user.signed_in',
    'user.sign_in_failed',
    'user.two_factor_failed',
    'user.two_factor_reset',
    'user.role_changed',
    'user.updated',
    'user.deleted',
    'child.deleted',
  ],
  menu: ['menu_item.created', 'menu_item.updated', 'menu_item.deleted', 'closure.declared', 'closure.lifted'],
  ordering: ['payment.status_changed', 'payment_settings.updated', 'top_up.decided'],
  notification: ['communication.sent', 'feedback.answered'],
} as const;

export type AuditService = keyof typeof AUDIT_ACTIONS;
export type AuditAction = (typeof AUDIT_ACTIONS)[AuditService][number];
