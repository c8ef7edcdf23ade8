import assert from 'node:assert/strict';
import { addDays, WEEKDAYS } from '@lunchbox/domain/school-dates';
import type { Browser, SignedInParent } from './parents.ts';

/** Wednesday 18 November 2026, 4 AM in Los Angeles: the week of 23 November can still be ordered. */
export const TEST_NOW = '2026-11-18T12:00:00.000Z';
export const WEEK = '2026-11-23';
export const NEXT_WEEK = '2026-11-30';

export interface MenuItem {
  id: number;
  menuItem: string;
  price: string;
  dayOfWeek: string;
}

export interface Child {
  id: number;
  name: string;
  school: string;
  grade: string;
  teacher: string;
}

export interface Dish {
  name: string;
  price: string;
  dietTags?: string[];
  allergens?: string[];
}

/** A week's menu, one dish a weekday (Monday first), added by the administrator. */
export async function addWeekMenu(admin: Browser, monday: string, dishes: readonly Dish[]): Promise<MenuItem[]> {
  const items: MenuItem[] = [];
  for (const [index, dish] of dishes.entries()) {
    const created = await admin.post('/api/weekly-menu', {
      weekStartDate: monday,
      weekEndDate: addDays(monday, 4),
      dayOfWeek: WEEKDAYS[index],
      menuItem: dish.name,
      description: dish.name,
      price: dish.price,
      dietTags: dish.dietTags ?? [],
      allergens: dish.allergens ?? [],
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    items.push(created.body as MenuItem);
  }
  return items;
}

export async function addChild(parent: SignedInParent, name: string): Promise<Child> {
  const created = await parent.browser.post<Child>('/api/child-profile', { name, school: 'Sutter Elementary', grade: '3', teacher: 'Room 4' });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return created.body;
}

/** The parent's active lunches of a week, as `date menuItem` texts in date order. */
export async function lunchesOfWeek(parent: SignedInParent, monday: string): Promise<string[]> {
  const response = await parent.browser.get<Array<{ lunchDate: string; lunchOptions: string[]; status: string }>>(
    `/api/lunch-orders?from=${monday}&to=${addDays(monday, 4)}`,
  );
  assert.equal(response.status, 200, JSON.stringify(response.body));
  return response.body
    .filter((order) => order.status !== 'cancelled')
    .map((order) => `${order.lunchDate.slice(0, 10)} ${order.lunchOptions.join(', ')}`)
    .sort();
}
