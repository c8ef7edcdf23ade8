import { requireAdmin, type Caller } from '@lunchbox/kit/auth/tokens';
import { now } from '@lunchbox/kit/process/clock';
import { paymentSettingsSchema, type PaymentSettings } from '@lunchbox/domain/payment-rules';
import type { OrderingDeps } from '../ordering-deps.ts';
import { changedFields } from '@lunchbox/kit/audit/audit-entry';
import { readPaymentSettings, savePaymentSettingsRow } from './payment-repository.ts';
import { orderingAudit } from '../audit/ordering-audit.ts';

/** PUT /api/admin/payment-settings: where parents send money (PayPal.me name, Zelle recipient). */
export async function savePaymentSettings(deps: OrderingDeps, caller: Caller | null, input: unknown): Promise<PaymentSettings> {
  const admin = requireAdmin(caller);
  const settings = paymentSettingsSchema.parse(input);
  await deps.db.transaction(async (tx) => {
    const before = await readPaymentSettings(tx);
    await savePaymentSettingsRow(tx, settings, now());
    const changes = changedFields(before ?? {}, settings, Object.keys(settings));
    if (Object.keys(changes).length > 0)
      await orderingAudit.record(tx, { actor: admin, action: 'payment_settings.updated', target: { type: 'payment_settings', id: 1 }, changes });
  });
  deps.log.info({ adminId: admin.userId }, 'payment settings saved');
  return settings;
}
