import QRCode from 'qrcode';
import type { OrderingSettings } from '../config.ts';

/** What the cart's payment step shows (admin-area.md: PayPal or Zelle, manual): each link and its QR image. */
export interface PaymentOptions {
  paypalUrl: string;
  /** data:image/svg+xml URL of a QR code of paypalUrl. */
  paypalQr: string;
  zelleUrl: string;
  zelleQr: string;
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
      return { paypalUrl: settings.paypalUrl, paypalQr, zelleUrl: settings.zelleUrl, zelleQr };
    })();
    drawn.catch(() => {
      drawn = null;
    });
    return drawn;
  };
}
