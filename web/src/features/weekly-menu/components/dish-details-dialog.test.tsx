import { describe, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderApp, type GraphqlServer } from '../../../testing/render-app.tsx';
import { TEST_PARENT as parent } from '../../../testing/test-parent.ts';
import type { MenuItem } from '../api/active-menu-items.ts';
import { DishDetailsDialog } from './dish-details-dialog.tsx';

const dish: MenuItem = {
  __typename: 'WeeklyMenuItem',
  id: 4,
  weekStartDate: '2026-11-23',
  weekEndDate: '2026-11-27',
  dayOfWeek: 'Thursday',
  menuItem: 'Chicken Wrap',
  description: 'With salad',
  price: '7.50',
  calories: '450',
  imageUrl: null,
  isActive: true,
  allergens: [],
  dietTags: [],
  nutrition: { protein: null, carbohydrates: null, fat: null, sodium: null },
};

const child = (id: number, name: string, school: string, schoolId: number) => ({
  __typename: 'ChildProfile',
  id,
  name,
  school,
  schoolId,
  grade: '3',
  teacher: 'Room 12',
  allergies: [],
  diets: [],
  userId: 42,
  preferredLunchOptions: [],
  calendarUrl: null,
});

const school = (id: number, name: string, time: string, daysBefore: number, deadlineZone: string) => ({
  __typename: 'School',
  id,
  name,
  active: true,
  timeZone: 'America/Los_Angeles',
  orderDeadline: { __typename: 'SchoolOrderDeadline', time, daysBefore, timeZone: deadlineZone },
});

/** A parent with a child at a seeded school (the spec's 05:00 UTC) and one at a school closing at 18:00 two days before. */
const twoSchools: GraphqlServer = {
  CurrentUser: () => ({ data: { me: { __typename: 'User', ...parent } } }),
  Schools: () => ({
    data: { schools: [school(3, 'Sutter Elementary', '05:00', 0, 'UTC'), school(6, 'Early Bird Academy', '18:00', 2, 'America/Los_Angeles')] },
  }),
  MyChildren: () => ({ data: { myChildren: [child(7, 'Maya', 'Sutter Elementary', 3), child(8, 'Leo', 'Early Bird Academy', 6)] } }),
};

describe("a dish's details", () => {
  test("when a parent's children are at two schools with different cut-offs, then the dialog states each school's, and the early one as closed once it passed", async () => {
    // Wednesday 25 November 2026, 8 AM Pacific: Early Bird's cut-off for Thursday (Tuesday 18:00) has passed, Sutter's (Wednesday 9 PM) has not.
    const now = new Date('2026-11-25T16:00:00.000Z');
    await renderApp(<DishDetailsDialog item={dish} date="2026-11-26" now={now} open onClose={() => {}} />, { server: twoSchools });
    expect(await screen.findByText(/^Order by .* \(Sutter Elementary\)$/)).toBeInTheDocument();
    expect(await screen.findByText(/^Ordering closed at .* \(Early Bird Academy\)$/)).toBeInTheDocument();
    // Maya can still have it: the way to order stays.
    expect(screen.getByRole('link', { name: 'Order This Meal' })).toBeInTheDocument();
  });

  test("when every child's school has closed the day, then no way to order it is offered", async () => {
    const now = new Date('2026-11-26T06:00:00.000Z');
    await renderApp(<DishDetailsDialog item={dish} date="2026-11-26" now={now} open onClose={() => {}} />, { server: twoSchools });
    expect(await screen.findByText(/^Ordering closed at .* \(Sutter Elementary\)$/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Order This Meal' })).not.toBeInTheDocument();
  });
});
