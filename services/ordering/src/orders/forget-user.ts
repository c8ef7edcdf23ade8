import type { Transaction } from '@lunchbox/kit/db';
import { deleteCreditOf } from '../credit/credit-repository.ts';
import { forgetChildrenOfUser } from '../read-models/children.ts';
import { deleteOrdersOfUser } from './order-repository.ts';

/**
 * A deleted user's orders, checkouts, credit ledger and children go with them (DESIGN.md:
 * user.deleted cascades): the ledger's reasons name the children, and no balance can be spent
 * without the account. Answers how many orders were removed.
 */
export async function forgetUser(tx: Transaction, userId: number): Promise<number> {
  const removedOrders = await deleteOrdersOfUser(tx, userId);
  await deleteCreditOf(tx, userId);
  await forgetChildrenOfUser(tx, userId);
  return removedOrders;
}
