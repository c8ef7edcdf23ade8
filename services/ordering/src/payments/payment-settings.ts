import { eq } from 'drizzle-orm';
import { requireAdmin, type Caller } from '@lunchbox/kit/auth';
import type { Database } from '@lunchbox/kit/db';
import { now } from '@lunchbox/kit/clock';
import { paymentSettingsSchema, type PaymentSettings } from '@lunchbox/domain/payment-rules';
import { paymentSettings } from '../db/schema.ts';
import type { OrderingDeps } from '../ordering-deps.ts';

/** The one settings row, or null until an administrator saves it. */
export async function readPaymentSettings(db: Database): Promise<PaymentSettings | null> {
  const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.id, 1));
  return row ? { paypalMeHandle: row.paypalMeHandle, zelleRecipientName: row.zelleRecipientName, zelleRecipient: row.zelleRecipient } : null;
}

/** GET /api/admin/payment-settings. Administrators only; empty texts until saved once. */
export async function paymentSettingsFor(db: Database, caller: Caller | null): Promise<PaymentSettings> {
  requireAdmin(caller);
  return (await readPaymentSettings(db)) ?? { paypalMeHandle: '', zelleRecipientName: '', zelleRecipient: '' };
}

/** PUT /api/admin/payment-settings: where parents send money (PayPal.me name, Zelle recipient). */
export async function savePaymentSettings(deps: OrderingDeps, caller: Caller | null, input: unknown): Promise<PaymentSettings> {
  const admin = requireAdmin(caller);
  const settings = paymentSettingsSchema.parse(input);
  await deps.db
    .insert(paymentSettings)
    .values({ id: 1, ...settings, updatedAt: now() })
    .onConflictDoUpdate({ target: paymentSettings.id, set: { ...settings, updatedAt: now() } });
  deps.log.info({ adminId: admin.userId }, 'payment settings saved');
  return settings;
}
