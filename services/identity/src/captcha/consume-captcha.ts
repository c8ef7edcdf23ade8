import { now } from '@lunchbox/kit/process/clock';
import type { Executor } from '@lunchbox/kit/db/database';
import { takeChallenge } from './captcha-repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Single use: the challenge is consumed whether the answer is right or not. */
export async function consumeCaptcha(db: Executor, captchaId: string, answer: string): Promise<boolean> {
  if (!UUID.test(captchaId)) return false;
  const challenge = await takeChallenge(db, captchaId);
  if (!challenge || challenge.expiresAt.getTime() < now().getTime()) return false;
  return challenge.answer === answer.trim();
}
