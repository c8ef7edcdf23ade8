import type { OrderingDeps } from '../ordering-deps.ts';
import { paymentOptionsFor } from '../payments/payment-options.ts';
import type { TopUpView } from '../top-ups/top-up-view.ts';

/** A top-up as the graph answers it, with the payment step's PayPal and Zelle options for its amount. */
export async function toTopUp(deps: OrderingDeps, view: TopUpView) {
  const { amountCents: _amountCents, ...topUp } = view;
  return { ...topUp, paymentOptions: await paymentOptionsFor(deps, view.amount) };
}

export function toTopUps(deps: OrderingDeps, views: TopUpView[]) {
  return Promise.all(views.map((view) => toTopUp(deps, view)));
}
