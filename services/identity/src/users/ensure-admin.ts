import type { IdentityDeps } from '../identity-deps.ts';
import { hashPassword } from './password-hash.ts';
import { toUserEventData } from './public-user.ts';
import { findUserByUsername, insertUser, updateUser } from './user-repository.ts';

/**
 * Makes sure the administrator named by ADMIN_* exists and is an administrator. An existing
 * account keeps its password, so a password changed through the app survives a restart.
 */
export async function ensureAdministrator(deps: IdentityDeps): Promise<void> {
  const admin = deps.settings.admin;
  if (!admin) return;
  const existing = await findUserByUsername(deps.db, admin.username);
  if (existing?.isAdmin) return;
  await deps.transactionWithEvents(async (tx) => {
    if (existing) {
      await updateUser(tx, existing.id, { isAdmin: true, role: 'admin', schoolId: null });
      await tx.recordEvent('user.role_changed', { userId: existing.id, isAdmin: true, role: 'admin', schoolId: null });
      return;
    }
    const passwordHash = await hashPassword(admin.password);
    const row = await insertUser(
      tx,
      { username: admin.username, email: admin.email, passwordHash, fullName: 'Administrator', phone: '', isAdmin: true, role: 'admin' },
      { ifAbsent: true },
    );
    if (row) await tx.recordEvent('user.registered', toUserEventData(row));
  });
  deps.log.info({ username: admin.username }, 'administrator ensured');
}
