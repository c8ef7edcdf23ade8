import type { SubgraphResolvers } from '@lunchbox/kit/subgraph-server';
import type { SubgraphContext } from '@lunchbox/kit/subgraph-server';
import { centsToDecimalString, parseCents } from '@lunchbox/domain/money';
import type { OrderingDeps } from '../ordering-deps.ts';
import { calendarFeed } from '../calendar/calendar-feed.ts';
import { calendarUrlFor, resetCalendarToken } from '../calendar/calendar-tokens.ts';
import { checkCartLunches } from '../orders/allergen-check.ts';
import { cancelOwnLunch } from '../orders/cancel-orders.ts';
import { orderChangesAfter } from '../orders/order-changes.ts';
import { setOrderPaymentStatus } from '../orders/payment-status.ts';
import { listCheckoutPayments, setCheckoutPaymentStatus, type CheckoutPayment } from '../payments/checkout-payments.ts';
import { placeCheckout, placeSingleLunch } from '../orders/place-orders.ts';
import { adminOrders, countTodaysOrders, findOrderFor, listMyOrders, listOrdersOfUserFor, lunchScheduleFor, myCredit } from '../orders/read-orders.ts';
import { productionSheetFor } from '../production/production-sheet.ts';
import { paymentOptionsFor, type PaymentOptions } from '../payments/payment-options.ts';
import { paymentSettingsFor, readPaymentSettings, savePaymentSettings } from '../payments/payment-settings.ts';
import type { LunchOrderRow } from '../db/schema.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

interface ResolverDeps extends OrderingDeps {
  paymentOptions(): Promise<PaymentOptions>;
}

/**
 * What the graph shows of an order: its columns as they are, but money as decimal text, never the
 * stored cents, and no cancellation time (the graph has none).
 */
function toLunchOrder(row: LunchOrderRow) {
  const { totalCents, creditedCents, creditCents, createdAt, cancelledAt: _cancelledAt, ...shown } = row;
  return {
    ...shown,
    totalAmount: centsToDecimalString(totalCents),
    creditedAmount: creditedCents === null ? null : centsToDecimalString(creditedCents),
    creditAmount: centsToDecimalString(creditCents),
    createdAt: createdAt.toISOString(),
  };
}

/**
 * GraphQL sends absent optional fields as null; the shared schemas read a missing field as undefined.
 * A plain loop: every checkout's cart goes through it, and building entry arrays for each field was
 * about half a percent of a rush's CPU.
 */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value === null || typeof value !== 'object') return value ?? undefined;
  const kept: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const field = (value as Record<string, unknown>)[key];
    if (field !== null && field !== undefined) kept[key] = withoutNulls(field);
  }
  return kept;
}

function toCheckoutPayment(payment: CheckoutPayment) {
  return {
    paymentReference: payment.paymentReference,
    parentName: payment.parentName,
    email: payment.email,
    amountDue: centsToDecimalString(payment.amountDueCents),
    lunches: payment.lunches.map(toLunchOrder),
    status: payment.status,
    createdAt: payment.createdAt.toISOString(),
  };
}

/** Thin: parse the arguments, call one use case, map the rows to the graph's shape. */
export function orderingResolvers(deps: ResolverDeps): SubgraphResolvers {
  const { db } = deps;
  return {
    Query: {
      myLunchOrders: async (_parent: unknown, _args: unknown, context: SubgraphContext) => (await listMyOrders(db, context.caller)).map(toLunchOrder),
      lunchSchedule: async (_parent: unknown, args: { from?: string | null; to?: string | null }, context: SubgraphContext) =>
        (await lunchScheduleFor(db, context.caller, args)).map(toLunchOrder),
      productionSheet: (_parent: unknown, args: { date?: string | null; week?: string | null }, context: SubgraphContext) =>
        productionSheetFor(db, context.caller, args, deps.settings.schoolTimeZone),
      adminOrders: async (_parent: unknown, args: { date?: string | null }, context: SubgraphContext) =>
        (await adminOrders(db, context.caller, args.date)).map(toLunchOrder),
      paymentOptions: async (_parent: unknown, args: { amountDue?: string | null }) => {
        const cents = args.amountDue ? parseCents(args.amountDue) : null;
        return paymentOptionsFor(deps.paymentOptions, await readPaymentSettings(db), cents !== null && cents >= 0 ? cents : null);
      },
      paymentSettings: (_parent: unknown, _args: unknown, context: SubgraphContext) => paymentSettingsFor(db, context.caller),
      checkCartLunches: (_parent: unknown, args: { items?: unknown[] | null }, context: SubgraphContext) =>
        checkCartLunches(db, context.caller, withoutNulls(args.items ?? [])),
      adminPayments: async (_parent: unknown, args: { status?: string | null }, context: SubgraphContext) =>
        (await listCheckoutPayments(db, context.caller, args.status)).map(toCheckoutPayment),
      adminOrderChanges: (_parent: unknown, args: { after: string }, context: SubgraphContext) => orderChangesAfter(deps, context.caller, args.after),
      calendarFeed: (_parent: unknown, args: { token: string }) => calendarFeed(deps, args.token),
      myCredit: async (_parent: unknown, _args: unknown, context: SubgraphContext) => {
        const credit = await myCredit(db, context.caller);
        return {
          balance: centsToDecimalString(credit.balanceCents),
          entries: credit.entries.map((entry) => ({
            amount: centsToDecimalString(entry.amountCents),
            reason: entry.reason,
            orderId: entry.orderId,
            createdAt: entry.createdAt.toISOString(),
          })),
        };
      },
    },
    Mutation: {
      checkout: async (_parent: unknown, args: { checkoutId?: string | null; items?: unknown[] | null }, context: SubgraphContext) => {
        const placed = await placeCheckout(deps, context.caller, withoutNulls(args));
        return {
          checkoutId: placed.checkoutId,
          paymentReference: placed.paymentReference,
          orders: placed.orders.map(toLunchOrder),
          totalAmount: centsToDecimalString(placed.totalCents),
          creditApplied: centsToDecimalString(placed.creditAppliedCents),
          amountDue: centsToDecimalString(placed.amountDueCents),
          replayed: placed.replayed,
        };
      },
      placeLunchOrder: async (_parent: unknown, args: { input: unknown; checkoutId?: string | null }, context: SubgraphContext) =>
        toLunchOrder(await placeSingleLunch(deps, context.caller, withoutNulls(args.input), args.checkoutId)),
      cancelLunchOrder: async (_parent: unknown, args: { id: number }, context: SubgraphContext) =>
        toLunchOrder(await cancelOwnLunch(deps, context.caller, args.id)),
      setCheckoutPaymentStatus: async (_parent: unknown, args: { reference: string; status?: string | null }, context: SubgraphContext) =>
        toCheckoutPayment(await setCheckoutPaymentStatus(deps, context.caller, args.reference, args.status ?? undefined)),
      updatePaymentSettings: (_parent: unknown, args: Record<string, string | null | undefined>, context: SubgraphContext) =>
        savePaymentSettings(deps, context.caller, withoutNulls(args)),
      resetCalendarToken: (_parent: unknown, args: { childId: number }, context: SubgraphContext) => resetCalendarToken(deps, context.caller, args.childId),
      setOrderPaymentStatus: async (_parent: unknown, args: { id: number; paymentStatus?: string | null }, context: SubgraphContext) =>
        toLunchOrder(await setOrderPaymentStatus(deps, context.caller, args.id, args.paymentStatus ?? undefined)),
    },
    LunchOrder: {
      __resolveReference: async (reference: { id: number }, context: SubgraphContext) => {
        const order = await findOrderFor(db, context.caller, reference.id);
        return order ? toLunchOrder(order) : null;
      },
    },
    AdminStats: {
      __resolveReference: async (reference: { id: string }, context: SubgraphContext) => ({
        id: reference.id,
        todaysOrders: await countTodaysOrders(db, context.caller, deps.settings.schoolTimeZone),
      }),
    },
    ChildProfile: {
      // Identity owns the child profile; ordering only adds its calendar feed.
      __resolveReference: (reference) => reference,
      calendarUrl: (child: { id: number }, _args: unknown, context: SubgraphContext) => calendarUrlFor(deps, context.caller, child.id),
    },
    User: {
      // Identity owns the user; ordering only adds the orders, so the reference is all it needs.
      __resolveReference: (reference) => reference,
      orders: async (user: { id: number }, _args: unknown, context: SubgraphContext) =>
        (await listOrdersOfUserFor(db, context.caller, user.id)).map(toLunchOrder),
    },
  } satisfies Resolvers;
}
