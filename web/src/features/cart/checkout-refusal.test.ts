import { afterEach, describe, expect, it } from '@jest/globals';
import i18next from 'i18next';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { childNotYoursMessage, notOnMenuMessage, orderAlreadyExistsMessage } from '@lunchbox/domain/order-refusals';
import { closedDayMessage, orderDeadlineMessage } from '@lunchbox/domain/order-rules';
import { serverRefusalText, type SentValues } from '../../lib/refusal-texts.ts';
import { applySchoolSettings } from '../../lib/school-clock.ts';
import { describeFailure } from '../../lib/server-errors.ts';
import { checkoutRefusalText } from './checkout-refusal.ts';
import { seededSchoolClock } from '@lunchbox/domain/school-deadline';

describe('a checkout refusal about one lunch of the cart, written from its code and values', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  const refused = (message: string, code: string, values: SentValues) => ({
    kind: 'server' as const,
    message: serverRefusalText(message, code, values),
    sentMessage: message,
    code,
    values,
  });
  const closed = [closedDayMessage('2026-11-26', 'Thanksgiving'), 'DAY_CLOSED', { date: '2026-11-26', reason: 'Thanksgiving' }] as const;
  const closedNoReason = [closedDayMessage('2026-11-26', null), 'DAY_CLOSED', { date: '2026-11-26', reason: null }] as const;
  const notOnMenu = [
    notOnMenuMessage('Chicken Teriyaki Bowl', '2026-11-26'),
    'ITEM_NOT_ON_MENU',
    { item: 'Chicken Teriyaki Bowl', date: '2026-11-26' },
  ] as const;
  const notYours = [childNotYoursMessage('Ana'), 'CHILD_NOT_FOUND', { child: 'Ana' }] as const;
  const exists = [orderAlreadyExistsMessage('Ana', ['Veggie Pasta']), 'ORDER_ALREADY_EXISTS', { child: 'Ana', items: ['Veggie Pasta'] }] as const;

  it('when the reader reads Spanish, then the closed day, the dish off the menu and the passed deadline keep their day, written in Spanish', async () => {
    applySchoolSettings({ timeZone: 'America/Los_Angeles' });
    await i18next.changeLanguage('es');
    expect(checkoutRefusalText(refused(...closed), '2026-11-26')).toBe(
      'No hay servicio el jueves, 26 de noviembre – Thanksgiving. No se puede pedir nada para ese día.',
    );
    expect(checkoutRefusalText(refused(...closedNoReason), '2026-11-26')).toBe(
      'No hay servicio el jueves, 26 de noviembre. No se puede pedir nada para ese día.',
    );
    expect(checkoutRefusalText(refused(...notOnMenu), '2026-11-26')).toBe(
      'No hay menú disponible: Chicken Teriyaki Bowl no está en el menú del jueves, 26 de noviembre.',
    );
    expect(checkoutRefusalText(refused(...notYours), undefined)).toBe('Debe elegir a un hijo: Ana no es uno de sus hijos.');
    const deadline = checkoutRefusalText(
      refused(orderDeadlineMessage('2026-11-26', seededSchoolClock('America/Los_Angeles')), 'ORDER_DEADLINE_PASSED', { date: '2026-11-26' }),
      undefined,
    );
    expect(deadline).toBe(orderDeadlineMessage('2026-11-26', seededSchoolClock('America/Los_Angeles'), 'es'));
    expect(deadline).toContain('jueves, 26 de noviembre');
  });

  it("when the reader reads English, then the text written from the values is the server's sentence, word for word", () => {
    for (const [message, code, values] of [closed, closedNoReason, notOnMenu, notYours, exists]) {
      expect(checkoutRefusalText(refused(message, code, values), '2026-11-26')).toBe(message);
    }
  });

  it('when the values do not say enough, then the refusal is written as its code or its message says', async () => {
    await i18next.changeLanguage('es');
    expect(serverRefusalText(orderAlreadyExistsMessage(), 'ORDER_ALREADY_EXISTS', { child: null, items: [] })).toBe(
      'El pedido ya existe: no puede agregar pedidos duplicados.',
    );
    expect(serverRefusalText(notOnMenuMessage(null, '2026-11-26'), 'ITEM_NOT_ON_MENU', { item: null, date: '2026-11-26' })).toBe(
      'Este almuerzo ya no está en el menú.',
    );
  });

  it('when a GraphQL refusal arrives, then describeFailure reads its code and values and writes it for the reader', async () => {
    await i18next.changeLanguage('es');
    const error = new CombinedGraphQLErrors({
      errors: [{ message: notYours[0], extensions: { code: 'CHILD_NOT_FOUND', values: { child: 'Ana' }, cartItemId: 'c1' } }],
    });
    expect(describeFailure(error)).toEqual({
      kind: 'server',
      message: 'Debe elegir a un hijo: Ana no es uno de sus hijos.',
      sentMessage: notYours[0],
      code: 'CHILD_NOT_FOUND',
      values: { child: 'Ana' },
      cartItemId: 'c1',
    });
  });
});
