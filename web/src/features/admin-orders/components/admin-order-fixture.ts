import type { AdminOrder } from '../api/admin-orders.ts';

/**
 * One lunch of the day as the orders tab's query answers it, unpaid, for the tab's tests: each test
 * names only what it is about (the child, the school, the allergies).
 */
export function adminOrder(overrides: Partial<AdminOrder> & Pick<AdminOrder, 'id' | 'childName'>): AdminOrder & { __typename: 'LunchOrder' } {
  return {
    __typename: 'LunchOrder',
    school: 'Sutter Elementary',
    grade: '3',
    teacher: 'Room 4',
    lunchDate: '2026-12-03',
    lunchOptions: ['Veggie Burger'],
    notes: null,
    totalAmount: '5.75',
    paymentStatus: 'pending',
    isPaid: false,
    createdAt: '2026-11-30T18:00:00.000Z',
    parentName: 'Pat Parent',
    email: 'pat@example.test',
    phone: '555-010-0000',
    childAllergies: [],
    childMedicalDiet: [],
    allergenCheck: [],
    ...overrides,
  };
}
