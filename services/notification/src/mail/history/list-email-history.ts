import { z } from 'zod';
import { requireAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import type { NotificationDeps } from '../../notification-deps.ts';
import { listEmails, type EmailWithDeliveries } from './history-repository.ts';

const historyArgs = z.object({ limit: z.number().int().min(1).max(500).nullish() });

/** Administrators: the notifications sent and logged, newest first (100 unless asked), each with how each delivery went. */
export async function listEmailHistory(deps: Pick<NotificationDeps, 'db'>, caller: Caller | null, args: unknown): Promise<EmailWithDeliveries[]> {
  requireAdmin(caller);
  const { limit } = historyArgs.parse(args);
  return listEmails(deps.db, { limit: limit ?? 100 });
}
