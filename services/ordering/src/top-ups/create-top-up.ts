import { requireCaller, type Caller } from '@lunchbox/kit/auth';
import { now } from '@lunchbox/kit/clock';
import { isUniqueViolation } from '@lunchbox/kit/db';
import { paymentReferenceFrom } from '@lunchbox/domain/payment-rules';
import { topUpRequestSchema } from '@lunchbox/domain/top-ups';
import type { TopUpRow } from '../db/schema.ts';
import type { OrderingDeps } from '../ordering-deps.ts';
import { insertTopUp, TOP_UP_REFERENCE_CONSTRAINT } from './top-up-repository.ts';
import { topUpView, type TopUpView } from './top-up-view.ts';

const REFERENCE_DRAWS = 5;

/** POST /api/top-ups: a pending top-up of 5.00 to 500.00 under a payment reference of its own, paid by hand and confirmed by an administrator. */
export async function createTopUp(deps: OrderingDeps, caller: Caller | null, input: unknown): Promise<TopUpView> {
  const parent = requireCaller(caller);
  const { amountCents } = topUpRequestSchema.parse(input);
  const row = await withUnusedReference((reference) => insertTopUp(deps.db, { reference, userId: parent.userId, amountCents, createdAt: now() }));
  deps.log.info({ userId: parent.userId, reference: row.reference, amountCents }, 'top-up asked for');
  return topUpView(row);
}

/** A reference drawn at random; the rare one taken already is drawn again. */
async function withUnusedReference(insert: (reference: string) => Promise<TopUpRow>): Promise<TopUpRow> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insert(paymentReferenceFrom(crypto.getRandomValues(new Uint8Array(5))));
    } catch (error) {
      if (attempt >= REFERENCE_DRAWS || !isUniqueViolation(error, TOP_UP_REFERENCE_CONSTRAINT)) throw error;
    }
  }
}
