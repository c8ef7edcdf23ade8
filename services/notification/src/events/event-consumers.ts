import type { NotificationDeps } from '../notification-deps.ts';
import { onBalanceLow } from './balance-low.ts';
import { onCheckoutPaymentChanged } from './checkout-payment-changed.ts';
import { onCheckoutPaymentReminderDue } from './checkout-payment-reminder-due.ts';
import { onDietRenewalDue } from './diet-renewal-due.ts';
import { onDietRequestDecided } from './diet-request-decided.ts';
import { onFeedbackAnswered } from './feedback-answered.ts';
import { onOrderAllergenFlagged } from './order-allergen-flagged.ts';
import { onOrderCancelled } from './order-cancelled.ts';
import { onOrderPlaced } from './order-placed.ts';
import { onPasswordResetRequested } from './password-reset-requested.ts';
import { onReminderDue } from './reminder-due.ts';
import { onStandingOrderUnplaced } from './standing-order-unplaced.ts';
import { onTopUpDecided } from './top-up-decided.ts';
import { onUserDeleted } from './user-deleted.ts';
import { onUserRegistered } from './user-registered.ts';
import { onUserRoleChanged } from './user-role-changed.ts';
import { onUserUpdated } from './user-updated.ts';

/** Which handler each consumed event goes to. */
export function notificationConsumers(notification: NotificationDeps) {
  return {
    'user.registered': onUserRegistered(notification),
    'user.updated': onUserUpdated(notification),
    'user.role_changed': onUserRoleChanged(notification),
    'user.deleted': onUserDeleted(notification),
    'password_reset.requested': onPasswordResetRequested(notification),
    'order.placed': onOrderPlaced(notification),
    'order.cancelled': onOrderCancelled(notification),
    'order.allergen_flagged': onOrderAllergenFlagged(notification),
    'checkout.payment_changed': onCheckoutPaymentChanged(notification),
    'checkout.payment_reminder_due': onCheckoutPaymentReminderDue(notification),
    'standing_order.unplaced': onStandingOrderUnplaced(notification),
    'reminder.due': onReminderDue(notification),
    'top_up.decided': onTopUpDecided(notification),
    'balance.low': onBalanceLow(notification),
    'feedback.answered': onFeedbackAnswered(notification),
    'diet_request.decided': onDietRequestDecided(notification),
    'diet_request.renewal_due': onDietRenewalDue(notification),
  };
}
