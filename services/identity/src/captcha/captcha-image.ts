import { randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { CAPTCHA_LENGTH } from '@lunchbox/domain/identity-schemas';

// parent-app.md section 9: mixed case and digits, without the look-alikes I, O, l, 0, 1 and o.
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';
const ALPHABET = UPPER + LOWER + DIGITS;

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
export function renderCaptcha(text: string): string {
  const svg = renderText(text, { width: 180, height: 60, fontSize: 56, noise: 3, color: true, background: '#f5f5f5' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
