import { auditLog } from '@lunchbox/kit/audit/audit-log';
import type { Executor } from '@lunchbox/kit/db/database';
import type { Caller } from '@lunchbox/kit/auth/tokens';

/** Identity's audit trail (`identity.audit_log`): role changes, user and child deletions, two-factor resets, sign-ins. */
export const identityAudit = auditLog('identity');

/** A sign-in that opened a session, for any role. */
export function recordSignIn(executor: Executor, user: { id: number; username: string }): Promise<void> {
  return identityAudit.record(executor, {
    actor: { userId: user.id, username: user.username },
    action: 'user.signed_in',
    target: { type: 'user', id: user.id },
  });
}

/**
 * A refused sign-in. Nobody is known to have acted, and what was typed is never kept (a password
 * typed into the name field would be); the account it named, when there is one, is the target.
 */
export function recordSignInFailure(executor: Executor, userId: number | null): Promise<void> {
  return identityAudit.record(executor, { actor: null, action: 'user.sign_in_failed', target: userId === null ? null : { type: 'user', id: userId } });
}

/** A wrong or replayed second-factor code (or recovery code) for the user's sign-in; the code itself is never kept. */
export function recordTwoFactorFailure(executor: Executor, userId: number): Promise<void> {
  return identityAudit.record(executor, { actor: null, action: 'user.two_factor_failed', target: { type: 'user', id: userId } });
}

/** An administrator's reset of another user's two-factor; call it in the transaction that removes the factor. */
export function recordTwoFactorReset(executor: Executor, admin: Caller, userId: number): Promise<void> {
  return identityAudit.record(executor, {
    actor: admin,
    action: 'user.two_factor_reset',
    target: { type: 'user', id: userId },
    changes: { twoFactor: { before: 'on', after: 'off' } },
  });
}
