import { centsToDecimalString } from '@lunchbox/domain/money';
import type { KnownParentRow, TopUpRow } from '../db/schema.ts';

/** A top-up as the graph answers it; paymentOptions is resolved on the TopUp type. */
export interface TopUpView {
  reference: string;
  amount: string;
  amountCents: number;
  status: string;
  createdAt: string;
  decidedAt: string | null;
  parentName: string | null;
  email: string | null;
}

export function topUpView(row: TopUpRow, parent?: KnownParentRow): TopUpView {
  return {
    reference: row.reference,
    amount: centsToDecimalString(row.amountCents),
    amountCents: row.amountCents,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    parentName: parent?.fullName ?? null,
    email: parent?.email ?? null,
  };
}
