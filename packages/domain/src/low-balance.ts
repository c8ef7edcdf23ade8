import type { NotificationSettings } from './notification-settings.ts';

/**
 * The low-balance e-mail (issue 27 section 3): when the balance falls below the parent's threshold
 * while a standing order is active, one e-mail, and no other until the balance is back at the
 * threshold or above (a top-up). The service keeps whether it was sent; these say when.
 */

/** Below the parent's threshold (default 10.00). */
export function isLowBalance(balanceCents: number, settings: NotificationSettings): boolean {
  return balanceCents < settings.lowBalance.thresholdCents;
}

/** Whether to send the e-mail now: low, a standing order spends from the balance, the parent wants it, and it was not sent since the last top-up. */
export function isLowBalanceAlertDue(input: {
  balanceCents: number;
  settings: NotificationSettings;
  standingOrderActive: boolean;
  alreadySent: boolean;
}): boolean {
  const { balanceCents, settings } = input;
  return settings.lowBalance.email && input.standingOrderActive && !input.alreadySent && isLowBalance(balanceCents, settings);
}

/** Whether a sent e-mail is forgotten, so that the next fall below the threshold sends another. */
export function isLowBalanceAlertRearmed(balanceCents: number, settings: NotificationSettings): boolean {
  return !isLowBalance(balanceCents, settings);
}
