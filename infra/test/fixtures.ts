import { randomUUID } from 'node:crypto';

/**
 * The shapes tests build requests from, one home for the gateway's REST tests, the bench, the
 * browser scenarios and the services' own tests: a child, a menu item and a cart item as the web
 * app keeps it (parent-app.md section 3). No imports beyond Node's, so Playwright and the bench
 * load it as they are.
 */

/** A child as REST answers it (GET /api/child-profile). */
export interface Child {
  id: number;
  name: string;
  school: string;
  grade: string;
  teacher: string;
  allergies?: string[];
  diets?: string[];
  calendarUrl?: string | null;
}

/** The Add Child form's fields. */
export type ChildForm = Pick<Child, 'name' | 'school' | 'grade' | 'teacher'>;

/** A menu item as REST answers it: the price is decimal text, as the spec shows it. */
export interface MenuItem {
  id: number;
  menuItem: string;
  price: string;
}

/** Whose cart it is: the contact fields each cart item repeats. */
export interface CartParent {
  fullName: string;
  email: string;
  phone: string;
}

export const TEST_SCHOOL = 'Sutter Elementary';

/** The Monday of the week every fixture's menu is for (the week after the tests' usual TEST_NOW). */
export const TEST_MENU_WEEK = { weekStartDate: '2026-11-23', weekEndDate: '2026-11-27' } as const;

export function childForm(overrides: Partial<ChildForm> = {}): ChildForm {
  return { name: 'Ana', school: TEST_SCHOOL, grade: '3', teacher: 'Room 4', ...overrides };
}

/** A valid 'Set Menu' form for a day of TEST_MENU_WEEK, with any field replaced. */
export function menuItemForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...TEST_MENU_WEEK,
    dayOfWeek: 'Monday',
    menuItem: 'Veggie Pasta',
    description: 'Penne with tomato sauce',
    price: '7.50',
    calories: '350-450',
    imageUrl: 'https://images.example.org/pasta.jpg',
    ...overrides,
  };
}

/**
 * A cart item as the web app keeps it and sends it to POST /api/checkout: one lunch of a menu item
 * for a child on a date. A child without an id (a service test's made-up child) is named only.
 */
export function cartItem(
  parent: CartParent,
  child: ChildForm & { id?: number },
  item: MenuItem,
  lunchDate: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> & { id: string; lunchDate: string; weeklyMenuItemIds: number[] } {
  return {
    id: randomUUID(),
    ...(child.id === undefined ? {} : { childId: child.id }),
    childName: child.name,
    parentName: parent.fullName,
    email: parent.email,
    phone: parent.phone,
    school: child.school,
    grade: child.grade,
    teacher: child.teacher,
    lunchDate,
    lunchOptions: [item.menuItem],
    weeklyMenuItemIds: [item.id],
    totalAmount: Number(item.price),
    notes: '',
    addedAt: '2026-11-18T11:00:00.000Z',
    ...overrides,
  };
}
