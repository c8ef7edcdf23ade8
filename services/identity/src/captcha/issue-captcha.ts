import { randomUUID } from 'node:crypto';
import { now } from '@lunchbox/kit/process/clock';
import type { Executor } from '@lunchbox/kit/db/database';
import { generateCaptchaText, renderCaptcha } from './captcha-image.ts';
import { deleteChallengesExpiredBy, insertChallenge } from './captcha-repository.ts';

const LIFETIME_MS = 10 * 60 * 1000;

export async function issueCaptcha(db: Executor, testAnswer?: string): Promise<{ captchaId: string; image: string }> {
  const answer = testAnswer ?? generateCaptchaText();
  const captchaId = randomUUID();
  // Expired challenges are swept as new ones are issued; they are useless once past their time.
  await deleteChallengesExpiredBy(db, now());
  await insertChallenge(db, { id: captchaId, answer, expiresAt: new Date(now().getTime() + LIFETIME_MS) });
  return { captchaId, image: renderCaptcha(answer) };
}
