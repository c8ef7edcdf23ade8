import QRCode from 'qrcode';
import { paypalMeLink, type PaymentSettings } from '@lunchbox/domain/payment-rules';
import type { OrderingSettings } from '../config.ts';

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
 * The payment options for an amount: with the administrator's PayPal.me name the PayPal link (and
 * its QR) carries the amount due; without settings, the links of the process settings.
 */
export async function paymentOptionsFor(
  base: () => Promise<PaymentOptions>,
  settings: PaymentSettings | null,
  amountDueCents: number | null,
): Promise<PaymentOptions> {
  const options = await base();
  if (!settings) return options;
  const paypalUrl =
    amountDueCents === null ? `https://www.paypal.me/${encodeURIComponent(settings.paypalMeHandle)}` : paypalMeLink(settings.paypalMeHandle, amountDueCents);
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
