import type { SubgraphContext } from '@lunchbox/kit/subgraph-server';
import { withoutNulls } from '@lunchbox/kit/without-nulls';
import type { OrderingDeps } from '../ordering-deps.ts';
import { resetCalendarToken } from '../calendar/reset-calendar-token.ts';
import { cancelOwnLunch } from '../orders/cancel-own-lunch.ts';
import { placeCheckout } from '../orders/place-checkout.ts';
import { placeSingleLunch } from '../orders/place-single-lunch.ts';
import { setOrderPaymentStatus } from '../orders/set-order-payment-status.ts';
import { savePaymentSettings } from '../payments/save-payment-settings.ts';
import { setCheckoutPaymentStatus } from '../payments/set-checkout-payment-status.ts';
import { setMyNotificationSettings } from '../notification-settings/set-my-notification-settings.ts';
import { unsubscribe } from '../notification-settings/unsubscribe.ts';
import { runReminders } from '../reminders/run-reminders.ts';
import { runStandingOrders } from '../standing-orders/run-standing-orders.ts';
import { setStandingOrder } from '../standing-orders/set-standing-order.ts';
import { createTopUp } from '../top-ups/create-top-up.ts';
import { decideTopUp } from '../top-ups/decide-top-up.ts';
import type { MutationResolvers } from '../generated/resolvers-types.ts';
import { toStandingOrder } from './standing-order.ts';
import { toTopUp } from './top-up.ts';
import { toCheckoutPayment } from './checkout-payment.ts';
import { toCheckoutResult } from './checkout-result.ts';
import { toLunchOrder } from './lunch-order.ts';

/** Thin: parse the arguments, call one use case, map the rows to the graph's shape. */
export function mutationResolvers(deps: OrderingDeps) {
  return {
    checkout: async (_parent: unknown, args: { checkoutId?: string | null; items?: unknown[] | null }, context: SubgraphContext) =>
      toCheckoutResult(await placeCheckout(deps, context.caller, withoutNulls(args))),
    placeLunchOrder: async (_parent: unknown, args: { input: unknown; checkoutId?: string | null }, context: SubgraphContext) =>
      toLunchOrder(await placeSingleLunch(deps, context.caller, withoutNulls(args.input), args.checkoutId)),
    cancelLunchOrder: async (_parent: unknown, args: { id: number }, context: SubgraphContext) => toLunchOrder(await cancelOwnLunch(deps, context.caller, args.id)),
    setCheckoutPaymentStatus: async (_parent: unknown, args: { reference: string; status?: string | null }, context: SubgraphContext) =>
      toCheckoutPayment(await setCheckoutPaymentStatus(deps, context.caller, args.reference, args.status ?? undefined)),
    updatePaymentSettings: (_parent: unknown, args: Record<string, string | null | undefined>, context: SubgraphContext) =>
      savePaymentSettings(deps, context.caller, withoutNulls(args)),
    resetCalendarToken: (_parent: unknown, args: { childId: number }, context: SubgraphContext) => resetCalendarToken(deps, context.caller, args.childId),
    setOrderPaymentStatus: async (_parent: unknown, args: { id: number; paymentStatus?: string | null }, context: SubgraphContext) =>
      toLunchOrder(await setOrderPaymentStatus(deps, context.caller, args.id, args.paymentStatus ?? undefined)),
    setStandingOrder: async (_parent: unknown, args: { childId: number; input: unknown }, context: SubgraphContext) =>
      toStandingOrder(await setStandingOrder(deps, context.caller, args.childId, withoutNulls(args.input))),
    runStandingOrders: (_parent: unknown, args: { week: string }, context: SubgraphContext) => runStandingOrders(deps, context.caller, args),
    setMyNotificationSettings: (_parent: unknown, args: { input: unknown }, context: SubgraphContext) =>
      setMyNotificationSettings(deps, context.caller, withoutNulls(args.input)),
    runReminders: (_parent: unknown, args: { week: string }, context: SubgraphContext) => runReminders(deps, context.caller, args),
    unsubscribe: (_parent: unknown, args: { token: string }) => unsubscribe(deps, args.token),
    createTopUp: async (_parent: unknown, args: { amount: string }, context: SubgraphContext) => toTopUp(deps, await createTopUp(deps, context.caller, args)),
    decideTopUp: async (_parent: unknown, args: { reference: string; status: string }, context: SubgraphContext) =>
      toTopUp(deps, await decideTopUp(deps, context.caller, args.reference, { status: args.status })),
  } satisfies MutationResolvers;
}
