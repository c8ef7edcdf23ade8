/**
 * Money is integer cents inside the system (DESIGN.md); prices travel and are stored as decimal
 * text with two places ('7.50') and are shown with a dollar sign ('$7.50'). Decimal text is parsed
 * digit by digit, never through floating point, so '0.1' + '0.2' is exactly 30 cents.
 */

/** Thrown by `toCents` for anything that is not a non-negative amount with at most 2 decimals. */
export class InvalidMoneyError extends Error {
  override readonly name = 'InvalidMoneyError';
  readonly input: unknown;

  constructor(input: unknown) {
    super(`Not a dollar amount with at most 2 decimals: ${typeof input === 'string' ? JSON.stringify(input) : String(input)}`);
    this.input = input;
  }
}

// '7', '7.5', '7.50', '.50', '7.', each with an optional leading '$' (admins type it) and spaces.
const DECIMAL_TEXT = /^\$?(\d*)(?:\.(\d{0,2}))?$/;

/** Binary floats cannot hold 0.3 exactly; anything this close to a whole cent is that cent. */
const FLOAT_NOISE_CENTS = 1e-6;

/**
 * Cents of a price, or null when it is not a valid amount: negative, more than 2 decimals, not a
 * number, empty, or beyond Number.MAX_SAFE_INTEGER cents.
 * Numbers (the cart's totalAmount) are accepted when they are a whole number of cents up to float
 * noise: 7.5 → 750 and 0.1 + 0.2 → 30, but 7.555 → null.
 */
export function parseCents(price: string | number): number | null {
  if (typeof price === 'number') {
    if (!Number.isFinite(price) || price < 0) return null;
    const cents = Math.round(price * 100);
    if (Math.abs(price * 100 - cents) > FLOAT_NOISE_CENTS) return null;
    return Number.isSafeInteger(cents) ? cents : null;
  }
  if (typeof price !== 'string') return null;
  const match = DECIMAL_TEXT.exec(price.trim());
  if (!match) return null;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return null;
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents of a price ('7.50', '7.5', '7', 7.5 → 750); throws InvalidMoneyError when it is not valid. */
export function toCents(price: string | number): number {
  const cents = parseCents(price);
  if (cents === null) throw new InvalidMoneyError(price);
  return cents;
}

function assertWholeCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new InvalidMoneyError(cents);
}

/** How prices are stored and sent: 750 → '7.50', 5 → '0.05', -250 → '-2.50'. */
export function centsToDecimalString(cents: number): string {
  assertWholeCents(cents);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const fraction = String(absolute % 100).padStart(2, '0');
  return `${sign}${Math.trunc(absolute / 100)}.${fraction}`;
}

/**
 * How money is shown: 750 → '$7.50' (2 decimals, dollar sign, no thousands separator). Another
 * language than English is written by Intl in that language ('es': '$7.50', '$1,234.50').
 */
export function formatCents(cents: number, locale: 'en' | 'es' = 'en'): string {
  if (locale !== 'en') {
    assertWholeCents(cents);
    return new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
  }
  const text = centsToDecimalString(cents);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** The exact sum of whole-cent amounts. */
export function sumCents(amounts: readonly number[]): number {
  let total = 0;
  for (const cents of amounts) {
    assertWholeCents(cents);
    total += cents;
  }
  assertWholeCents(total);
  return total;
}

/** Dollars as a number (the cart item's totalAmount, parent-app.md section 3): 750 → 7.5. */
export function centsToDollars(cents: number): number {
  assertWholeCents(cents);
  return cents / 100;
}
