import { randomInt, randomUUID } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import { now } from '@lunchbox/kit/clock';
import type { Database, Transaction } from '@lunchbox/kit/db';
import { CAPTCHA_LENGTH } from '@lunchbox/domain/identity-schemas';
import { captchaChallenges } from '../db/schema.ts';

// parent-app.md section 9: mixed case and digits, without the look-alikes I, O, l, 0, 1 and o.
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';
const ALPHABET = UPPER + LOWER + DIGITS;
const LIFETIME_MS = 10 * 60 * 1000;

const pick = (chars: string): string => chars[randomInt(chars.length)]!;

export function generateCaptchaText(): string {
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS)];
  while (chars.length < CAPTCHA_LENGTH) chars.push(pick(ALPHABET));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

// The package's typings omit its callable default export, which renders a text we chose ourselves.
const renderText = svgCaptcha as unknown as (text: string, options: svgCaptcha.ConfigObject) => string;

/** Glyphs drawn as paths with noise lines, so the text is not in the SVG for a bot to read. */
function renderCaptcha(text: string): string {
  const svg = renderText(text, { width: 180, height: 60, fontSize: 56, noise: 3, color: true, background: '#f5f5f5' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export async function issueCaptcha(db: Database, testAnswer?: string): Promise<{ captchaId: string; image: string }> {
  const answer = testAnswer ?? generateCaptchaText();
  const captchaId = randomUUID();
  // Expired challenges are swept as new ones are issued; they are useless once past their time.
  await db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, now()));
  await db.insert(captchaChallenges).values({ id: captchaId, answer, expiresAt: new Date(now().getTime() + LIFETIME_MS) });
  return { captchaId, image: renderCaptcha(answer) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Single use: the challenge is consumed whether the answer is right or not. */
export async function consumeCaptcha(tx: Transaction | Database, captchaId: string, answer: string): Promise<boolean> {
  if (!UUID.test(captchaId)) return false;
  const [challenge] = await tx.delete(captchaChallenges).where(eq(captchaChallenges.id, captchaId)).returning();
  if (!challenge || challenge.expiresAt.getTime() < now().getTime()) return false;
  return challenge.answer === answer.trim();
}
