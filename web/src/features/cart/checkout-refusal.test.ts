import { afterEach, describe, expect, it } from '@jest/globals';
import i18next from 'i18next';
import { notOnMenuMessage } from '@lunchbox/domain/order-refusals';
import { closedDayMessage, orderDeadlineMessage } from '@lunchbox/domain/order-rules';
import { refusalText } from '../../lib/i18n.ts';
import { applySchoolSettings } from '../../lib/school-clock.ts';
import { checkoutRefusalText } from './checkout-refusal.ts';

describe('a checkout refusal about one lunch of the cart', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  const refused = (message: string, code: string) => ({ kind: 'server' as const, message: refusalText(message, code), sentMessage: message, code });

  it('when the reader reads Spanish, then the closed day, the dish off the menu and the passed deadline keep their day, written in Spanish', async () => {
    applySchoolSettings({ timeZone: 'America/Los_Angeles' });
    await i18next.changeLanguage('es');
    expect(checkoutRefusalText(refused(closedDayMessage('2026-11-26', 'Thanksgiving'), 'DAY_CLOSED'), '2026-11-26')).toBe(
      'No hay servicio el jueves, 26 de noviembre – Thanksgiving. No se puede pedir nada para ese día.',
    );
    expect(checkoutRefusalText(refused(closedDayMessage('2026-11-26', null), 'DAY_CLOSED'), '2026-11-26')).toBe(
      'No hay servicio el jueves, 26 de noviembre. No se puede pedir nada para ese día.',
    );
    expect(checkoutRefusalText(refused(notOnMenuMessage('Chicken Teriyaki Bowl', '2026-11-26'), 'ITEM_NOT_ON_MENU'), '2026-11-26')).toBe(
      'No hay menú disponible: Chicken Teriyaki Bowl no está en el menú del jueves, 26 de noviembre.',
    );
    const deadline = checkoutRefusalText(refused(orderDeadlineMessage('2026-11-26', 'America/Los_Angeles'), 'ORDER_DEADLINE_PASSED'), '2026-11-26');
    expect(deadline).toBe(orderDeadlineMessage('2026-11-26', 'America/Los_Angeles', 'es'));
    expect(deadline).toContain('jueves, 26 de noviembre');
  });

  it("when the reader reads English, then the refusal is the server's sentence as sent", () => {
    const message = closedDayMessage('2026-11-26', 'Thanksgiving');
    expect(checkoutRefusalText(refused(message, 'DAY_CLOSED'), '2026-11-26')).toBe(message);
  });
});
