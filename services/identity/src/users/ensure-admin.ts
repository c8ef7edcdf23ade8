import bcrypt from 'bcryptjs';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { PASSWORD_ROUNDS } from './register.ts';
import { findUserByUsername, toUserEventData } from './user-repository.ts';

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
      await tx.update(users).set({ isAdmin: true }).where(eq(users.id, existing.id));
      await tx.recordEvent('user.role_changed', { userId: existing.id, isAdmin: true });
      return;
    }
    const passwordHash = await bcrypt.hash(admin.password, PASSWORD_ROUNDS);
    const [row] = await tx
      .insert(users)
      .values({ username: admin.username, email: admin.email, passwordHash, fullName: 'Administrator', phone: '', isAdmin: true })
      .onConflictDoNothing()
      .returning();
    if (row) await tx.recordEvent('user.registered', toUserEventData(row));
  });
  deps.log.info({ username: admin.username }, 'administrator ensured');
}
