import { requireAdmin, requireCaller, type Caller } from '@lunchbox/kit/auth';
import { topUpListQuerySchema } from '@lunchbox/domain/top-ups';
import type { OrderingDeps } from '../ordering-deps.ts';
import { knownParentsByIds } from '../read-models/parents.ts';
import { listTopUps, topUpsOfUser } from './top-up-repository.ts';
import { topUpView, type TopUpView } from './top-up-view.ts';

/** GET /api/my-top-ups: the signed-in parent's top-ups, newest first. */
export async function myTopUps(deps: OrderingDeps, caller: Caller | null): Promise<TopUpView[]> {
  const parent = requireCaller(caller);
  return (await topUpsOfUser(deps.db, parent.userId)).map((row) => topUpView(row));
}

/** GET /api/admin/top-ups?status=: every parent's top-ups, newest first, with who asked. */
export async function adminTopUps(deps: OrderingDeps, caller: Caller | null, query: unknown): Promise<TopUpView[]> {
  requireAdmin(caller);
  const { status } = topUpListQuerySchema.parse(query);
  const rows = await listTopUps(deps.db, status);
  const parents = await knownParentsByIds(deps.db, [...new Set(rows.map((row) => row.userId))]);
  return rows.map((row) => topUpView(row, parents.get(row.userId)));
}
