import { describe, expect, test } from '@jest/globals';
import { labelsInDeliveryOrder } from './label-order.ts';

const order = (id: number, school: string, grade: string, childName: string, childAllergies: string[] = []) => ({
  id,
  school,
  grade,
  teacher: null,
  childName,
  childAllergies,
});

describe('the labels in packing order', () => {
  test('when two schools are delivered at different times, then the earlier school comes first, with its children with allergies first', () => {
    const orders = [
      order(1, 'Sutter Elementary', '1', 'Cleo'),
      order(2, 'Sutter Elementary', '3', 'Ana', ['peanuts']),
      order(3, 'Willow Elementary', '2', 'Ben'),
      order(4, 'Willow Elementary', '5', 'Dee', ['milk']),
      order(5, 'Old School', '4', 'Eli'),
    ];
    const deliveryTimes = new Map([
      ['sutter elementary', '12:00'],
      ['willow elementary', '11:00'],
    ]);
    expect(labelsInDeliveryOrder(orders, deliveryTimes).map((one) => `${one.school}: ${one.childName}`)).toEqual([
      'Willow Elementary: Dee',
      'Willow Elementary: Ben',
      'Sutter Elementary: Ana',
      'Sutter Elementary: Cleo',
      // A school whose delivery time is not known comes last.
      'Old School: Eli',
    ]);
  });
});
