import { requireAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import { now } from '@lunchbox/kit/process/clock';
import { paymentSettingsSchema, type PaymentSettings } from '@lunchbox/domain/payment-rules';
import type { OrderingDeps } from '../ordering-deps.ts';
import { savePaymentSettingsRow } from './payment-repository.ts';

/** PUT /api/admin/payment-settings: where parents send money (PayPal.me name, Zelle recipient). */
export async function savePaymentSettings(deps: OrderingDeps, caller: Caller | null, input: unknown): Promise<PaymentSettings> {
  const admin = requireAdmin(caller);
  const settings = paymentSettingsSchema.parse(input);
  await savePaymentSettingsRow(deps.db, settings, now());
  deps.log.info({ adminId: admin.userId }, 'payment settings saved');
  return settings;
}
