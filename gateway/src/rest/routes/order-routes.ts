import { z } from 'zod';
import { cartLunchWarningMessage, type CartLunchWarning } from '@lunchbox/domain/allergens';
import { cartItemSchema, lunchOrderRequestSchema } from '@lunchbox/domain/order-schemas';
import { checkoutShape, creditShape, deliverySheetsShape, orderShape, productionShape, schoolLunchShape, selectionOf } from '../answer-shapes.ts';
import { AppError } from '@lunchbox/kit/errors/app-error';
import type { OperationData } from '../operation.ts';
import { productionCsvFile, productionFormat } from '../production-csv.ts';
import { asList, asNumber, asText, pickFields } from '../request-input.ts';
import type { RestRoute } from '../rest-route.ts';
import { dateRange } from './route-parts.ts';

const ORDER = selectionOf(orderShape);

/** A school id from the query string: a positive integer, or the caller's mistake (400). */
function schoolIdOf(raw: string): number {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!(id > 0)) throw new AppError('BAD_USER_INPUT', 'Invalid schoolId');
  return id;
}

const LUNCH_TEXT_FIELDS = ['childName', 'parentName', 'email', 'phone', 'school', 'grade', 'teacher', 'lunchDate', 'notes'];
const CART_ITEM_TEXT_FIELDS = ['id', ...LUNCH_TEXT_FIELDS, 'addedAt'];

/** A cart item or a lunch-order body as the graph's input: only the known fields, each in the type the graph takes. */
function lunchFields(source: unknown, textFields: readonly string[]): Record<string, unknown> {
  const input = pickFields(source, [...textFields, 'childId', 'totalAmount', 'lunchOptions', 'weeklyMenuItemIds']);
  for (const name of textFields) if (Object.hasOwn(input, name)) input[name] = asText(input[name]);
  if (Object.hasOwn(input, 'childId')) input.childId = asNumber(input.childId);
  if (Object.hasOwn(input, 'totalAmount')) input.totalAmount = asNumber(input.totalAmount);
  if (Object.hasOwn(input, 'lunchOptions')) input.lunchOptions = asList(input.lunchOptions);
  if (Object.hasOwn(input, 'weeklyMenuItemIds')) {
    const ids = asList(input.weeklyMenuItemIds);
    input.weeklyMenuItemIds = Array.isArray(ids) ? ids.map(asNumber) : ids;
  }
  return input;
}

/** The entries keep the shape they had before top-ups (issue 27): `topUpReference` only on a top-up's entry. */
function creditAnswer(credit: OperationData) {
  const entries = (credit.entries as OperationData[]).map(({ topUpReference, ...entry }) => (topUpReference ? { ...entry, topUpReference } : entry));
  return { ...credit, entries };
}

/** The Orders paths: the cart's checkout, one lunch, the parent's lunches and credit, the kitchen's lists. */
export const orderRoutes: readonly RestRoute[] = [
  {
    // Our own path for the cart's payment step: every lunch of the cart at once, all or none.
    method: 'POST',
    path: '/checkout',
    summary: 'Place every lunch of the cart at once, all or none',
    tag: 'Orders',
    access: 'signed-in parent',
    operation: `mutation Checkout($checkoutId: String, $items: [CartItemInput]) {
      checkout(checkoutId: $checkoutId, items: $items) { ${selectionOf(checkoutShape)} }
    }`,
    variables: ({ body: { checkoutId, items } }) => ({
      checkoutId: asText(checkoutId),
      items: Array.isArray(items) ? items.map((item) => lunchFields(item, CART_ITEM_TEXT_FIELDS)) : null,
    }),
    status: 201,
    body: z.object({
      checkoutId: z.string().describe('Chosen by the client; the same id again answers the same checkout (replayed: true)'),
      items: z.array(cartItemSchema),
    }),
    response: checkoutShape,
  },
  {
    // Our own path (issue 13): add to cart asks it first, so a dish the child is allergic to never reaches the cart.
    method: 'POST',
    path: '/cart/check',
    summary: "Check lunches before they go into the cart: 409 ALLERGEN_CONFLICT for a dish with one of the child's allergies",
    tag: 'Orders',
    access: 'signed-in parent',
    operation: `query CheckCartLunches($items: [CartItemInput]) { checkCartLunches(items: $items) { child dish dietTags } }`,
    variables: ({ body: { items } }) => ({ items: Array.isArray(items) ? items.map((item) => lunchFields(item, CART_ITEM_TEXT_FIELDS)) : null }),
    // The REST face answers in English: each warning's sentence, written from its values.
    answer: (data) => ({ dietWarnings: (data.checkCartLunches as CartLunchWarning[]).map(cartLunchWarningMessage) }),
    body: z.object({ items: z.array(cartItemSchema) }),
    response: z.object({ dietWarnings: z.array(z.string()).describe('Diets a dish is not marked with: a warning, never a refusal') }),
  },
  {
    // parent-app.md section 7: one call per cart item. An Idempotency-Key header (or checkoutId) makes a retry safe.
    method: 'POST',
    path: '/lunch-order',
    summary: 'Place one lunch; an Idempotency-Key header makes a retry safe',
    tag: 'Orders',
    access: 'signed-in parent',
    operation: `mutation PlaceLunchOrder($input: LunchOrderInput!, $checkoutId: String) { placeLunchOrder(input: $input, checkoutId: $checkoutId) { ${ORDER} } }`,
    variables: (input) => ({
      input: lunchFields(input.body, LUNCH_TEXT_FIELDS),
      checkoutId: asText(input.body.checkoutId) ?? input.header('idempotency-key'),
    }),
    status: 201,
    body: lunchOrderRequestSchema,
    response: orderShape,
  },
  {
    method: 'GET',
    path: '/my-lunch-orders',
    summary: "The signed-in parent's lunches",
    tag: 'Orders',
    access: 'signed-in parent',
    operation: `query MyLunchOrders { myLunchOrders { ${ORDER} } }`,
    response: z.array(orderShape),
  },
  {
    method: 'GET',
    path: '/lunch-orders',
    summary: "The signed-in parent's lunches between two dates",
    tag: 'Orders',
    access: 'signed-in parent',
    operation: `query LunchSchedule($from: String, $to: String) { lunchSchedule(from: $from, to: $to) { ${ORDER} } }`,
    variables: (input) => ({ from: input.query('from'), to: input.query('to') }),
    query: dateRange,
    response: z.array(orderShape),
  },
  {
    // issue 10 section 4: a parent cancels a lunch before its deadline; a paid one becomes account credit.
    method: 'POST',
    path: '/lunch-orders/:id/cancel',
    summary: 'Cancel a lunch before its deadline; a paid one becomes account credit',
    tag: 'Orders',
    access: 'signed-in parent',
    operation: `mutation CancelLunchOrder($id: Int!) { cancelLunchOrder(id: $id) { ${ORDER} } }`,
    variables: (input) => ({ id: input.id() }),
    response: orderShape,
  },
  {
    method: 'GET',
    path: '/my-credit',
    summary: "The signed-in parent's account credit",
    tag: 'Orders',
    access: 'signed-in parent',
    operation: `query MyCredit { myCredit { ${selectionOf(creditShape)} } }`,
    answer: (data) => creditAnswer(data.myCredit),
    response: creditShape,
  },
  {
    method: 'GET',
    path: '/admin/orders',
    summary: "Every lunch, or those of one date (the kitchen's labels: no parent contact or payment)",
    tag: 'Orders',
    access: 'kitchen or administrator',
    operation: `query AdminOrders($date: String) { adminOrders(date: $date) { ${ORDER} } }`,
    variables: (input) => ({ date: input.query('date') }),
    query: z.object({ date: z.string().optional().describe('YYYY-MM-DD') }),
    response: z.array(orderShape),
  },
  {
    // issue 13 section 3: what the kitchen cooks, as JSON or as a CSV file to download.
    method: 'GET',
    path: '/admin/production',
    summary: "The kitchen's production sheet of a date or a week (format=csv: a CSV file)",
    tag: 'Orders',
    access: 'kitchen or administrator',
    operation: `query ProductionSheet($date: String, $week: String, $schoolId: Int) { productionSheet(date: $date, week: $week, schoolId: $schoolId) { ${selectionOf(productionShape)} } }`,
    variables: (input) => {
      productionFormat(input.query('format'));
      return { date: input.query('date'), week: input.query('week'), schoolId: input.idQuery('schoolId') };
    },
    download: (data, input) => (productionFormat(input.query('format')) === 'csv' ? productionCsvFile(data.productionSheet) : null),
    query: z.object({
      date: z.string().optional().describe('One lunch date, YYYY-MM-DD; today at the schools when neither date nor week is given'),
      week: z.string().optional().describe('Any date of the week (Monday to Friday), YYYY-MM-DD; instead of date'),
      format: z.enum(['json', 'csv']).optional().describe('csv: RFC 4180 CSV with a header row, as the file production-YYYY-MM-DD.csv'),
      schoolId: z.string().optional().describe("One school's id: only its lunches (issue 31); the schools come in delivery order"),
    }),
    response: productionShape,
  },
  {
    // issue 31 section 2: the driver's sheet of each school, read by whoever reads the production sheet.
    method: 'GET',
    path: '/admin/delivery-sheets',
    summary: "The driver's delivery sheets of a date: per school in delivery order, the count per dish and the children (name, class)",
    tag: 'Orders',
    access: 'kitchen or administrator',
    operation: `query DeliverySheets($date: String, $schoolId: Int) { deliverySheets(date: $date, schoolId: $schoolId) { ${selectionOf(deliverySheetsShape)} } }`,
    variables: (input) => ({ date: input.query('date'), schoolId: input.idQuery('schoolId') }),
    query: z.object({
      date: z.string().optional().describe('The lunch date, YYYY-MM-DD; today at the schools when not given'),
      schoolId: z.string().optional().describe("One school's id: only its sheet"),
    }),
    response: deliverySheetsShape,
  },
  {
    // issue 31 §3: a school office reads its own school's day (docs/roles.md).
    method: 'GET',
    path: '/school/orders',
    summary: "A school's lunches of a date: child, class, dish, allergies, the parent's name",
    tag: 'Orders',
    access: 'school office or administrator',
    operation: `query SchoolOrders($date: String, $schoolId: Int) { schoolOrders(date: $date, schoolId: $schoolId) { ${selectionOf(schoolLunchShape)} } }`,
    variables: (input) => {
      const schoolId = input.query('schoolId');
      return { date: input.query('date'), schoolId: schoolId === undefined || schoolId === '' ? null : schoolIdOf(schoolId) };
    },
    query: z.object({
      date: z.string().optional().describe('The lunch date, YYYY-MM-DD; today at the schools when left out'),
      schoolId: z.string().optional().describe("The school; a school office may leave it out or give its own (another school's is refused)"),
    }),
    response: z.array(schoolLunchShape),
  },
];
