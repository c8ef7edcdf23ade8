import { z } from 'zod';
import { menuItemPatchSchema, menuItemWriteSchema } from '@lunchbox/domain/menu-schemas';
import { closureShape, menuItemShape, selectionOf } from '../answer-shapes.ts';
import type { OperationData } from '../operation.ts';
import { asNumber, type RouteInput } from '../request-input.ts';
import type { RestRoute } from '../rest-route.ts';
import { dateRange, deletedById } from './route-parts.ts';

const MENU_ITEM = selectionOf(menuItemShape);

const MENU_WRITABLE_FIELDS = [
  'weekStartDate',
  'weekEndDate',
  'dayOfWeek',
  'menuItem',
  'description',
  'price',
  'calories',
  'imageUrl',
  'isActive',
  'allergens',
  'dietTags',
  'nutrition',
];

/**
 * The fields of a menu form as sent: a field left out stays out (PATCH keeps it) and a null stays
 * null (PATCH clears calories or imageUrl). A numeric price (the edit-by-date input is a number
 * field) travels as its text; the service decides whether it is a valid amount.
 */
function menuItemFields(input: RouteInput): Record<string, unknown> {
  const fields = input.pick(MENU_WRITABLE_FIELDS);
  if (typeof fields.price === 'number') fields.price = String(fields.price);
  return fields;
}

const weeklyMenuRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/weekly-menu-items/active',
    summary: 'The menu items on offer',
    tag: 'Menu',
    access: 'anyone',
    operation: `query ActiveWeeklyMenuItems { activeWeeklyMenuItems { ${MENU_ITEM} } }`,
    response: z.array(menuItemShape),
  },
  {
    // The order picker adds ?t={timestamp} to defeat caches; the query string is ignored and the
    // API already answers every call with no-cache headers.
    method: 'GET',
    path: '/weekly-menu-items',
    summary: 'The menu items of this week and the weeks ahead',
    tag: 'Menu',
    access: 'anyone',
    operation: `query UpcomingWeeklyMenuItems { upcomingWeeklyMenuItems { ${MENU_ITEM} } }`,
    response: z.array(menuItemShape),
  },
  {
    method: 'GET',
    path: '/weekly-menu/all',
    summary: 'Every menu item, past and inactive ones too',
    tag: 'Menu',
    access: 'administrator',
    operation: `query AllWeeklyMenuItems { allWeeklyMenuItems { ${MENU_ITEM} } }`,
    response: z.array(menuItemShape),
  },
  {
    method: 'POST',
    path: '/weekly-menu',
    summary: 'Add a menu item',
    tag: 'Menu',
    access: 'administrator',
    operation: `mutation CreateWeeklyMenuItem($input: WeeklyMenuItemInput!) { createWeeklyMenuItem(input: $input) { ${MENU_ITEM} } }`,
    variables: (input) => ({ input: menuItemFields(input) }),
    status: 201,
    body: menuItemWriteSchema,
    response: menuItemShape,
  },
  {
    method: 'PATCH',
    path: '/weekly-menu/:id',
    summary: 'Change a menu item; null clears calories or imageUrl',
    tag: 'Menu',
    access: 'administrator',
    operation: `mutation UpdateWeeklyMenuItem($id: Int!, $input: WeeklyMenuItemPatch!) { updateWeeklyMenuItem(id: $id, input: $input) { ${MENU_ITEM} } }`,
    variables: (input) => ({ id: input.id(), input: menuItemFields(input) }),
    body: menuItemPatchSchema,
    response: menuItemShape,
  },
  {
    method: 'DELETE',
    path: '/weekly-menu/:id',
    summary: 'Delete a menu item',
    tag: 'Menu',
    access: 'administrator',
    operation: 'mutation DeleteWeeklyMenuItem($id: Int!) { deleteWeeklyMenuItem(id: $id) { id } }',
    ...deletedById(),
  },
  {
    method: 'GET',
    path: '/admin/next-week-menu',
    summary: "Next week's menu by weekday",
    tag: 'Menu',
    access: 'administrator',
    operation: 'query NextWeekMenu { nextWeekMenu { weekStartDate days { dayOfWeek items { menuItem description price calories } } } }',
    // The spec's shape is a map from weekday name to that day's items (admin-area.md section 3).
    answer: ({ nextWeekMenu }) => ({
      menuByDay: Object.fromEntries((nextWeekMenu.days as OperationData[]).map((day) => [day.dayOfWeek, day.items])),
      weekStartDate: nextWeekMenu.weekStartDate,
    }),
    response: z.object({
      menuByDay: z.record(z.string(), z.array(menuItemShape.pick({ menuItem: true, description: true, price: true, calories: true }))),
      weekStartDate: z.string(),
    }),
  },
];

/** The school calendar (issue 10 section 2): closed days anyone can read, declared and lifted by administrators. */
const closureRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/closures',
    summary: "Days without lunch service; schoolId: that school's and every school's",
    tag: 'Calendar',
    access: 'anyone',
    operation: 'query Closures($from: String, $to: String, $schoolId: Int) { closures(from: $from, to: $to, schoolId: $schoolId) { date reason schoolId } }',
    variables: (input) => ({ from: input.query('from'), to: input.query('to'), schoolId: input.idQuery('schoolId') }),
    query: dateRange.extend({ schoolId: z.string().optional().describe("A school's id: only the closures that apply there (issue 31)") }),
    response: z.array(closureShape),
  },
  {
    method: 'POST',
    path: '/admin/closures',
    summary: 'Declare a day without service, at every school or at one (schoolId); its lunches there are cancelled',
    tag: 'Calendar',
    access: 'school office or administrator',
    operation:
      'mutation DeclareClosure($date: String, $reason: String, $schoolId: Int) { declareClosure(date: $date, reason: $reason, schoolId: $schoolId) { date reason schoolId } }',
    // A number or an object where text belongs fails the graph's coercion: 400 naming the field.
    variables: ({ body: { date, reason, schoolId } }) => ({ date, reason, schoolId: asNumber(schoolId) }),
    status: 201,
    body: closureShape,
    response: closureShape,
  },
  {
    method: 'DELETE',
    path: '/admin/closures/:date',
    summary: "Lift a closure (?schoolId=: that school's)",
    tag: 'Calendar',
    access: 'school office or administrator',
    operation: 'mutation LiftClosure($date: String, $schoolId: Int) { liftClosure(date: $date, schoolId: $schoolId) { date reason schoolId } }',
    variables: (input) => ({ date: input.param('date'), schoolId: input.idQuery('schoolId') }),
    query: z.object({ schoolId: z.string().optional().describe('The school whose closure to lift; absent: the every-school closure') }),
    response: closureShape,
  },
];

/** The Menu and Calendar paths: the dishes on offer and the days without service. */
export const menuRoutes: readonly RestRoute[] = [...weeklyMenuRoutes, ...closureRoutes];
