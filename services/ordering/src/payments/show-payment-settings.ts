import { requireAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import type { Database } from '@lunchbox/kit/db/database';
import type { PaymentSettings } from '@lunchbox/domain/payment-rules';
import { readPaymentSettings } from './payment-repository.ts';

/** GET /api/admin/payment-settings. Administrators only; empty texts until saved once. */
export async function paymentSettingsFor(db: Database, caller: Caller | null): Promise<PaymentSettings> {
  requireAdmin(caller);
  return (await readPaymentSettings(db)) ?? { paypalMeHandle: '', zelleRecipientName: '', zelleRecipient: '' };
}
