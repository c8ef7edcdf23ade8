import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import { GraphQLError } from 'graphql';
import pino from 'pino';
import { z } from 'zod';
import { MENU_MESSAGES, MENU_ITEM_MAX_LENGTHS } from '@lunchbox/domain/menu-schemas';
import { childNotYoursMessage } from '@lunchbox/domain/order-refusals';
import { AppError } from './app-error.ts';
import { formatGraphQLError } from './graphql-errors.ts';

const format = formatGraphQLError(pino({ level: 'silent' }));
const thrown = (error: Error) => new GraphQLError(error.message, { originalError: error, path: ['field'] });

describe('what a GraphQL client hears of a refusal: its code and the values its message was built from', () => {
  test('when a service refuses with values, then extensions carry the code, the values and the details, and the message stays the English', () => {
    const refusal = new AppError('CHILD_NOT_FOUND', childNotYoursMessage('Ana'), {
      details: { cartItemId: 'c1' },
      values: { child: 'Ana' },
    });
    const formatted = format({ message: refusal.message, path: ['field'] }, thrown(refusal));
    assert.equal(formatted.message, 'Child selection required: Ana is not one of your children.');
    assert.deepEqual(formatted.extensions, { cartItemId: 'c1', code: 'CHILD_NOT_FOUND', values: { child: 'Ana' }, messageKey: 'messages.childNotYours' });
  });

  test('when a refusal names no values, then its values are empty', () => {
    const formatted = format({ message: 'Access denied' }, thrown(new AppError('FORBIDDEN', 'Access denied')));
    assert.deepEqual(formatted.extensions, { code: 'FORBIDDEN', values: {} });
  });

  test('when a shared schema refuses input, then the values name the field and its bound, and the key names the message', () => {
    const schema = z.object({ menuItem: z.string().max(MENU_ITEM_MAX_LENGTHS.menuItem, MENU_MESSAGES.menuItemTooLong) });
    const { error } = schema.safeParse({ menuItem: 'x'.repeat(MENU_ITEM_MAX_LENGTHS.menuItem + 1) });
    const formatted = format({ message: 'x' }, thrown(error!));
    assert.equal(formatted.message, MENU_MESSAGES.menuItemTooLong);
    assert.equal(formatted.extensions?.code, 'BAD_USER_INPUT');
    assert.equal(formatted.extensions?.messageKey, 'messages.menuItemTooLong');
    assert.deepEqual(formatted.extensions?.values, { field: 'menuItem', max: MENU_ITEM_MAX_LENGTHS.menuItem });
  });
});
