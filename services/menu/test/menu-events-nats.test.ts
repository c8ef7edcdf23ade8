import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { ADMIN, startMenuHarness, type MenuHarness, menuForm } from './menu-harness.ts';

describe('menu subgraph over NATS JetStream', () => {
  let harness: MenuHarness;

  beforeAll(async () => {
    harness = await startMenuHarness({ bus: 'nats' });
  });
  afterAll(async () => {
    await harness?.stop();
  });

  test('when an administrator creates, changes and deletes an item, then a consumer on NATS receives each change in order', async () => {
    const item = await harness.create(menuForm({ price: '4.10' }));
    await harness.data(ADMIN, 'mutation ($id: Int!) { updateWeeklyMenuItem(id: $id, input: { isActive: false, calories: null }) { id } }', { id: item.id });
    await harness.data(ADMIN, 'mutation ($id: Int!) { deleteWeeklyMenuItem(id: $id) { id } }', { id: item.id });

    const events = await harness.eventsSeen(3);
    assert.deepEqual(
      events.map((event) => event.type),
      ['menu.item.upserted', 'menu.item.upserted', 'menu.item.deleted'],
    );
    assert.deepEqual(events[0]?.data, {
      itemId: item.id,
      weekStartDate: '2026-11-23',
      weekEndDate: '2026-11-27',
      dayOfWeek: 'Monday',
      menuItem: 'Veggie Pasta',
      description: 'Penne with tomato sauce',
      priceCents: 410,
      calories: '350-450',
      imageUrl: 'https://images.example.org/pasta.jpg',
      isActive: true,
      allergens: [],
      dietTags: [],
      nutrition: { protein: null, carbohydrates: null, fat: null, sodium: null },
    });
    assert.deepEqual([(events[1]?.data as { isActive: boolean }).isActive, (events[1]?.data as { calories: string | null }).calories], [false, null]);
    assert.deepEqual(events[2]?.data, { itemId: item.id });

    const unpublished = await harness.pool.query('select count(*)::int as count from menu.outbox where published_at is null');
    assert.equal(unpublished.rows[0].count, 0);
  });
});
