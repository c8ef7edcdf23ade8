import { afterEach, describe, expect, it } from '@jest/globals';
import i18next from 'i18next';
import { MENU_MESSAGES, weekRangeMissingDayMessage } from '@lunchbox/domain/menu-schemas';
import { refusalText } from './i18n.ts';
import { describeFailure, failureMessage } from './server-errors.ts';

describe('refusalText (a message the server or a shared schema wrote in English)', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('when the reader reads English, then the message is shown as it came', () => {
    expect(refusalText(MENU_MESSAGES.menuItemTooLong)).toBe('Menu item name must be at most 200 characters');
  });

  it('when the reader reads Spanish and the message carries a number, then the Spanish says the same number', async () => {
    await i18next.changeLanguage('es');
    expect(refusalText(MENU_MESSAGES.menuItemTooLong)).toBe('El nombre del plato debe tener como máximo 200 caracteres');
  });

  it('when the message names a weekday, then the Spanish names it in Spanish', async () => {
    await i18next.changeLanguage('es');
    expect(refusalText(weekRangeMissingDayMessage('Wednesday'))).toBe('La semana entre la fecha de inicio y la de fin no incluye ningún día «Miércoles»');
  });

  it('when the catalogue does not know the message, then its domain code chooses the Spanish, else it is shown as sent', async () => {
    await i18next.changeLanguage('es');
    expect(refusalText('Order deadline for Monday has passed.', 'ORDER_DEADLINE_PASSED')).toBe('El plazo para pedir ya pasó.');
    expect(refusalText('Something new')).toBe('Something new');
  });

  it("when a mutation answers without data, then its developer's text is not what the reader sees: the screen's own catalogue text is", async () => {
    await i18next.changeLanguage('es');
    // useMutationAnswer throws its `failure` text as a plain Error.
    const noData = new Error('The profile was not updated');
    expect(describeFailure(noData)).toEqual({ kind: 'network' });
    expect(failureMessage(noData, i18next.t('profile.updateFailedText'))).toBe(i18next.t('profile.updateFailedText'));
    expect(i18next.t('profile.updateFailedText')).not.toMatch(/profile was not updated/i);
  });
});
