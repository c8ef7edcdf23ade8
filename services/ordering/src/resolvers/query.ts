import type { SubgraphContext } from '@lunchbox/kit/http/subgraph-server';
import { withoutNulls } from '@lunchbox/kit/http/without-nulls';
import type { OrderingDeps } from '../ordering-deps.ts';
import { calendarFeed } from '../calendar/calendar-feed.ts';
import { myCredit } from '../credit/my-credit.ts';
import { checkCartLunches } from '../orders/allergen-check.ts';
import { adminOrders } from '../orders/admin-orders.ts';
import { lunchScheduleFor } from '../orders/lunch-schedule.ts';
import { schoolOrdersFor } from '../orders/school-orders.ts';
import { listMyOrders } from '../orders/my-orders.ts';
import { orderChangesAfter } from '../orders/order-changes.ts';
import { listCheckoutPayments } from '../payments/list-checkout-payments.ts';
import { paymentOptionsFor } from '../payments/payment-options.ts';
import { paymentSettingsFor } from '../payments/show-payment-settings.ts';
import { deliverySheetsFor } from '../production/delivery-sheet.ts';
import { productionSheetFor } from '../production/production-sheet.ts';
import { myNotificationSettings } from '../notification-settings/my-notification-settings.ts';
import { myStandingOrders } from '../standing-orders/my-standing-orders.ts';
import { adminTopUps, myTopUps } from '../top-ups/list-top-ups.ts';
import type { QueryResolvers } from '../generated/resolvers-types.ts';
import { toStandingOrder } from './standing-order.ts';
import { toTopUps } from './top-up.ts';
import { toCheckoutPayment } from './checkout-payment.ts';
import { toLunchOrder } from './lunch-order.ts';
import { toMyCredit } from './my-credit.ts';

/** Thin: parse the arguments, call one use case, map the rows to the graph's shape. */
export function queryResolvers(deps: OrderingDeps) {
  const { db } = deps;
  return {
    myLunchOrders: async (_parent: unknown, _args: unknown, context: SubgraphContext) => (await listMyOrders(db, context.caller)).map(toLunchOrder),
    lunchSchedule: async (_parent: unknown, args: { from?: string | null; to?: string | null }, context: SubgraphContext) =>
      (await lunchScheduleFor(db, context.caller, args)).map(toLunchOrder),
    schoolOrders: (_parent: unknown, args: { date?: string | null; schoolId?: number | null }, context: SubgraphContext) =>
      schoolOrdersFor(db, context.caller, args, deps.settings.schoolTimeZone),
    productionSheet: (_parent: unknown, args: { date?: string | null; week?: string | null; schoolId?: number | null }, context: SubgraphContext) =>
      productionSheetFor(db, context.caller, args, deps.settings.schoolTimeZone),
    deliverySheets: (_parent: unknown, args: { date?: string | null; schoolId?: number | null }, context: SubgraphContext) =>
      deliverySheetsFor(db, context.caller, args, deps.settings.schoolTimeZone),
    adminOrders: async (_parent: unknown, args: { date?: string | null }, context: SubgraphContext) =>
      (await adminOrders(db, context.caller, args.date)).map(toLunchOrder),
    paymentOptions: (_parent: unknown, args: { amountDue?: string | null }) => paymentOptionsFor(deps, args.amountDue),
    paymentSettings: (_parent: unknown, _args: unknown, context: SubgraphContext) => paymentSettingsFor(db, context.caller),
    checkCartLunches: (_parent: unknown, args: { items?: unknown[] | null }, context: SubgraphContext) =>
      checkCartLunches(db, context.caller, withoutNulls(args.items ?? [])),
    adminPayments: async (_parent: unknown, args: { status?: string | null }, context: SubgraphContext) =>
      (await listCheckoutPayments(db, context.caller, args.status)).map(toCheckoutPayment),
    adminOrderChanges: (_parent: unknown, args: { after: string }, context: SubgraphContext) => orderChangesAfter(deps, context.caller, args.after),
    calendarFeed: (_parent: unknown, args: { token: string }) => calendarFeed(deps, args.token),
    myCredit: async (_parent: unknown, _args: unknown, context: SubgraphContext) => toMyCredit(await myCredit(db, context.caller)),
    myStandingOrders: async (_parent: unknown, _args: unknown, context: SubgraphContext) => (await myStandingOrders(deps, context.caller)).map(toStandingOrder),
    myNotificationSettings: (_parent: unknown, _args: unknown, context: SubgraphContext) => myNotificationSettings(deps, context.caller),
    myTopUps: async (_parent: unknown, _args: unknown, context: SubgraphContext) => toTopUps(deps, await myTopUps(deps, context.caller)),
    adminTopUps: async (_parent: unknown, args: { status?: string | null }, context: SubgraphContext) =>
      toTopUps(deps, await adminTopUps(deps, context.caller, withoutNulls(args))),
  } satisfies QueryResolvers;
}
