import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { now } from '@lunchbox/kit/process/clock';

const ISSUER = 'Lunchbox';

export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// address an authenticator app reads, and the same as a QR code drawn here (no outside service sees the secret). */
export async function provisioning(secret: string, accountName: string): Promise<{ otpauthUrl: string; qrSvg: string }> {
  const otpauthUrl = generateURI({ issuer: ISSUER, label: accountName, secret });
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { otpauthUrl, qrSvg };
}

/**
 * The time step the code belongs to when it is right for now (one step of clock drift either way),
 * or null. A step at or before `afterTimeStep` (the last one accepted) is refused, so a code seen
 * over someone's shoulder cannot be used again within its window.
 */
export async function acceptedTimeStep(secret: string, code: string, afterTimeStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now().getTime() / 1000),
    epochTolerance: 30,
    ...(afterTimeStep === null ? {} : { afterTimeStep }),
  }).catch(() => ({ valid: false as const }));
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
