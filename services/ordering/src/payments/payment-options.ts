import QRCode from 'qrcode';
import type { Database } from '@lunchbox/kit/db/database';
import { parseCents } from '@lunchbox/domain/money';
import { paypalMeLink } from '@lunchbox/domain/payment-rules';
import type { OrderingSettings } from '../config.ts';
import { readPaymentSettings } from './payment-repository.ts';

/** What the cart's payment step shows (admin-area.md: PayPal or Zelle, manual): each link and its QR image. */
export interface PaymentOptions {
  paypalUrl: string;
  /** data:image/svg+xml URL of a QR code of paypalUrl. */
  paypalQr: string;
  zelleUrl: string;
  zelleQr: string;
  /** The administrator's payment settings (issue 10), null until saved. */
  paypalMeHandle: string | null;
  zelleRecipientName: string | null;
  zelleRecipient: string | null;
}

/**
 * GraphQL paymentOptions(amountDue): with the administrator's PayPal.me name the PayPal link (and
 * its QR) carries the amount due; without settings, the links of the process settings.
 */
export async function paymentOptionsFor(deps: { db: Database; paymentOptions(): Promise<PaymentOptions> }, amountDue?: string | null): Promise<PaymentOptions> {
  const cents = amountDue ? parseCents(amountDue) : null;
  const amountDueCents = cents !== null && cents >= 0 ? cents : null;
  const [options, settings] = await Promise.all([deps.paymentOptions(), readPaymentSettings(deps.db)]);
  if (!settings) return options;
  const paypalUrl = paypalMeLink(settings.paypalMeHandle, amountDueCents);
  return { ...options, paypalUrl, paypalQr: await qrDataUrl(paypalUrl), ...settings };
}

async function qrDataUrl(link: string): Promise<string> {
  const svg = await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/** The links come from settings and never change while the process runs, so the images are drawn once. */
export function paymentOptionsFrom(settings: Pick<OrderingSettings, 'paypalUrl' | 'zelleUrl'>): () => Promise<PaymentOptions> {
  let drawn: Promise<PaymentOptions> | null = null;
  return () => {
    drawn ??= (async () => {
      const [paypalQr, zelleQr] = await Promise.all([qrDataUrl(settings.paypalUrl), qrDataUrl(settings.zelleUrl)]);
      return {
        paypalUrl: settings.paypalUrl,
        paypalQr,
        zelleUrl: settings.zelleUrl,
        zelleQr,
        paypalMeHandle: null,
        zelleRecipientName: null,
        zelleRecipient: null,
      };
    })();
    drawn.catch(() => {
      drawn = null;
    });
    return drawn;
  };
}
