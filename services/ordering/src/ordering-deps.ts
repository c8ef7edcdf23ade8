import type { ServiceRuntime } from '@lunchbox/kit/process/start-service';
import type { OrderingSettings } from './config.ts';
import type { PaymentOptions } from './payments/payment-options.ts';

/** What the ordering use cases and event handlers need: the service runtime (database, events, log) and their settings. */
export interface OrderingDeps extends ServiceRuntime {
  settings: OrderingSettings;
  /** The payment links of the settings and their QR images, drawn once (paymentOptionsFrom). */
  paymentOptions(): Promise<PaymentOptions>;
}
