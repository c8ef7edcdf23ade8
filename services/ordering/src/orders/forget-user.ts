import type { Transaction } from '@lunchbox/kit/db';
import { deleteCreditOf } from '../credit/credit-repository.ts';
import { deleteLowBalanceAlertOf } from '../credit/low-balance-alert.ts';
import { deleteNotificationSettingsOf } from '../notification-settings/notification-settings-repository.ts';
import { deleteRemindersOf } from '../reminders/reminder-repository.ts';
import { deleteStandingOrdersOf } from '../standing-orders/standing-order-repository.ts';
import { deleteTopUpsOf } from '../top-ups/top-up-repository.ts';
import { forgetChildrenOfUser } from '../read-models/children.ts';
import { forgetParent } from '../read-models/parents.ts';
import { deleteOrdersOfUser } from './order-repository.ts';

/**
 * A deleted user's orders, checkouts, credit ledger, children, standing orders, settings and top-ups go with them (DESIGN.md:
 * user.deleted cascades): the ledger's reasons name the children, and no balance can be spent
 * without the account. Answers how many orders were removed.
 */
export async function forgetUser(tx: Transaction, userId: number): Promise<number> {
  const removedOrders = await deleteOrdersOfUser(tx, userId);
  await deleteCreditOf(tx, userId);
  await forgetChildrenOfUser(tx, userId);
  await forgetParent(tx, userId);
  await deleteStandingOrdersOf(tx, userId);
  await deleteNotificationSettingsOf(tx, userId);
  await deleteRemindersOf(tx, userId);
  await deleteTopUpsOf(tx, userId);
  await deleteLowBalanceAlertOf(tx, userId);
  return removedOrders;
}
