import { afterEach, describe, expect, it } from '@jest/globals';
import i18next from 'i18next';
import { refusalText } from '../../lib/i18n.ts';

/**
 * The refusals identity answers on the two-factor, passkey and account-closing paths, word for word
 * (services/identity/src/two-factor, passkeys, my-account): the web app finds their Spanish by the
 * whole English text, as it does for every server message without values (docs/i18n.md).
 */
const SERVER_REFUSALS = [
  'This sign-in has expired. Please sign in again.',
  'Invalid two-factor code',
  'Too many wrong codes. Two-factor sign-in is locked for 15 minutes.',
  'Two-factor sign-in is not on',
  'Two-factor sign-in is already on',
  'Start the two-factor setup first',
  'That code is not right. Check the time on your phone and enter the code your app shows now.',
  'You cannot reset your own two-factor sign-in here: turn it off from your profile with a code or a recovery code',
  'Wrong password',
  'Enter the code from your authenticator app or a recovery code to delete your account',
  'Passkey not found',
  'The passkey could not be verified. Please try again.',
  'This passkey request has expired. Please try again.',
  'This passkey sign-in has expired. Please try again.',
  'This passkey is already registered',
  'This passkey is not registered here',
  'Invalid passkey response',
];

describe('two-factor and passkey refusals on Spanish screens', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('when the reader reads English, then the refusal is shown as the server wrote it', () => {
    for (const message of SERVER_REFUSALS) expect(refusalText(message, 'UNAUTHENTICATED')).toBe(message);
  });

  it('when the reader reads Spanish, then every refusal is written in Spanish, not as the server wrote it nor as its bare code', async () => {
    await i18next.changeLanguage('es');
    expect(refusalText('Invalid two-factor code', 'UNAUTHENTICATED')).toBe('Código de verificación no válido');
    const generic = i18next.t('codes.UNAUTHENTICATED');
    const untranslated = SERVER_REFUSALS.filter((message) => [message, generic].includes(refusalText(message, 'UNAUTHENTICATED')));
    expect(untranslated).toEqual([]);
  });
});
