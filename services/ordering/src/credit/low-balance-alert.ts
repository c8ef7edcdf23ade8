import { eq } from 'drizzle-orm';
import type { Executor } from '@lunchbox/kit/db/database';
import type { EventTransaction } from '@lunchbox/kit/messaging/outbox-writer';
import { isLowBalance, isLowBalanceAlertDue, isLowBalanceAlertRearmed } from '@lunchbox/domain/low-balance';
import { lowBalanceAlerts } from '../db/schema.ts';
import { notificationSettingsOf } from '../notification-settings/notification-settings-repository.ts';
import { unsubscribeToken } from '../notification-settings/unsubscribe-tokens.ts';
import { hasActiveStandingOrder } from '../standing-orders/standing-order-repository.ts';
import { creditBalanceOf } from './credit-repository.ts';

/**
 * After the balance went down (a checkout used credit), inside that transaction and under the
 * parent's credit lock: balance.low once when the domain says it is due. The alert's row stays
 * until a top-up lifts the balance again (rearmLowBalanceAlert), so no second e-mail before that.
 */
export async function alertIfBalanceLow(tx: EventTransaction, parent: { userId: number; parentName: string; email: string }, secret: string): Promise<boolean> {
  const { userId } = parent;
  const [balanceCents, settings] = [await creditBalanceOf(tx, userId), await notificationSettingsOf(tx, userId)];
  // Most checkouts that use credit leave the balance above the threshold: two statements, not four.
  if (!isLowBalance(balanceCents, settings)) return false;
  const [standingOrderActive, sent] = [
    await hasActiveStandingOrder(tx, userId),
    await tx.select({ userId: lowBalanceAlerts.userId }).from(lowBalanceAlerts).where(eq(lowBalanceAlerts.userId, userId)),
  ];
  if (!isLowBalanceAlertDue({ balanceCents, settings, standingOrderActive, alreadySent: sent.length > 0 })) return false;
  await tx.insert(lowBalanceAlerts).values({ userId }).onConflictDoNothing();
  await tx.recordEvent('balance.low', {
    ...parent,
    balanceCents,
    thresholdCents: settings.lowBalance.thresholdCents,
    unsubscribeToken: unsubscribeToken(secret, 'lowBalance', userId),
  });
  return true;
}

/** After a top-up credited the balance: back at the threshold or above, the next fall sends another e-mail. */
export async function rearmLowBalanceAlert(tx: Executor, userId: number): Promise<void> {
  const [balanceCents, settings] = [await creditBalanceOf(tx, userId), await notificationSettingsOf(tx, userId)];
  if (isLowBalanceAlertRearmed(balanceCents, settings)) await tx.delete(lowBalanceAlerts).where(eq(lowBalanceAlerts.userId, userId));
}

export async function deleteLowBalanceAlertOf(tx: Executor, userId: number): Promise<void> {
  await tx.delete(lowBalanceAlerts).where(eq(lowBalanceAlerts.userId, userId));
}
