import { z } from 'zod';
import { cartLunchWarningMessage, type CartLunchWarning } from '@lunchbox/domain/allergens';
import { directEmailSchema, emailNotificationSchema, feedbackResponseSchema, whatsAppNotificationSchema } from '@lunchbox/domain/communication-schemas';
import {
  childPatchSchema,
  childProfileSchema,
  forgotPasswordSchema,
  loginSchema,
  profileSchema,
  registerSchema,
  resetPasswordSchema,
} from '@lunchbox/domain/identity-schemas';
import { menuItemPatchSchema, menuItemWriteSchema } from '@lunchbox/domain/menu-schemas';
import { cartItemSchema, feedbackFormSchema, lunchOrderRequestSchema } from '@lunchbox/domain/order-schemas';
import { PAYMENT_STATUSES } from '@lunchbox/domain/payment-rules';
import { AppError } from '@lunchbox/kit/errors';
import {
  adminStatsShape,
  captchaShape,
  checkoutShape,
  childShape,
  closureShape,
  creditShape,
  deletedShape,
  feedbackShape,
  menuItemShape,
  messageShape,
  notificationShape,
  orderShape,
  paymentOptionsShape,
  paymentSettingsShape,
  paymentShape,
  productionShape,
  selectionOf,
  templateShape,
  userShape,
  whatsAppResultShape,
} from './answer-shapes.ts';
import type { OperationData } from './operation.ts';
import { productionCsvFile, productionFormat, type DownloadFile } from './production-csv.ts';
import { asList, asNumber, asText, pickFields, type RouteInput } from './request-input.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route. For the document only: the service that owns the data enforces it. */
export type Access = 'anyone' | 'signed-in parent' | 'administrator';

/**
 * One REST path of the spec: the GraphQL operation it runs, how the request becomes the
 * operation's variables, and how the operation's data becomes the spec's body. The generic handler
 * (rest-router.ts) serves it and the OpenAPI document (openapi.ts) describes it.
 */
export interface RestRoute {
  method: HttpMethod;
  /** Under /api, with express parameters (`:id` is a positive integer id). */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  operation: string;
  variables?: (input: RouteInput) => Record<string, unknown>;
  /** A file to send instead of the JSON body (e.g. CSV), or null for JSON. */
  download?: (data: OperationData, input: RouteInput) => DownloadFile | null;
  /** The body sent; the operation's one root field unless said otherwise. */
  answer?: (data: OperationData, input: RouteInput) => unknown;
  status?: 201;
  /** Instead of the API's no-cache headers. */
  cacheControl?: string;
  /** The request body as the owning service validates it. */
  body?: z.ZodType;
  query?: z.ZodObject;
  response: z.ZodType;
}

/** How the spec answers a DELETE of one thing by its `:id`: `{ success: true, id }`, with a message for some. */
function deletedById(message?: string): Pick<RestRoute, 'variables' | 'answer' | 'response'> {
  return {
    variables: (input) => ({ id: input.id() }),
    answer: (_data, input) => ({ success: true, id: input.id(), ...(message ? { message } : {}) }),
    response: message ? deletedShape.extend({ message: z.string() }) : deletedShape,
  };
}

const USER = selectionOf(userShape);
const CHILD = selectionOf(childShape);
const MENU_ITEM = selectionOf(menuItemShape);
const ORDER = selectionOf(orderShape);
const FEEDBACK = selectionOf(feedbackShape);
const NOTIFICATION = selectionOf(notificationShape);
const PAYMENT = selectionOf(paymentShape);
const PAYMENT_SETTINGS = selectionOf(paymentSettingsShape);

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
const LUNCH_TEXT_FIELDS = ['childName', 'parentName', 'email', 'phone', 'school', 'grade', 'teacher', 'lunchDate', 'notes'];
const CART_ITEM_TEXT_FIELDS = ['id', ...LUNCH_TEXT_FIELDS, 'addedAt'];
const CHILD_FIELDS = ['name', 'school', 'grade', 'teacher', 'preferredLunchOptions', 'allergies', 'diets'];

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

/** A recipient list may be sent as a comma-separated text or as a list; the service splits and trims both. */
function recipientList(value: unknown): unknown {
  const list = asList(value);
  return Array.isArray(list) ? list.map(asText) : list;
}

/** A record of the mail history as REST answers it, with the one recipient of a single e-mail named. */
function withRecipient(record: OperationData) {
  return { recipient: (record.recipientEmails as string[])[0] ?? null, ...record };
}

const dateRange = z.object({ from: z.string().optional().describe('YYYY-MM-DD'), to: z.string().optional().describe('YYYY-MM-DD') });
const withRecipientShape = notificationShape.extend({ recipient: z.string().nullable() });

const accountRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/user',
    summary: 'The signed-in user',
    tag: 'Account',
    access: 'signed-in parent',
    operation: `query Me { me { ${USER} } }`,
    answer: (data) => {
      if (!data.me) throw new AppError('UNAUTHENTICATED', 'Not authenticated');
      return data.me;
    },
    response: userShape,
  },
  {
    method: 'GET',
    path: '/captcha',
    summary: 'A new registration CAPTCHA',
    tag: 'Account',
    access: 'anyone',
    operation: 'mutation CreateCaptcha { createCaptcha { captchaId image } }',
    cacheControl: 'no-store',
    response: captchaShape,
  },
  {
    method: 'POST',
    path: '/login',
    summary: 'Sign in; sets the session cookie',
    tag: 'Account',
    access: 'anyone',
    operation: `mutation Login($input: LoginInput!) { login(input: $input) { ${USER} } }`,
    variables: (input) => ({ input: input.pick(['username', 'password', 'rememberMe']) }),
    body: loginSchema,
    response: userShape,
  },
  {
    method: 'POST',
    path: '/register',
    summary: 'Create a parent account; signs it in',
    tag: 'Account',
    access: 'anyone',
    operation: `mutation Register($input: RegisterInput!) { register(input: $input) { ${USER} } }`,
    variables: (input) => ({
      input: input.pick(['username', 'email', 'password', 'fullName', 'phone', 'captchaAnswer', 'captchaId', 'expectedCaptcha', 'language']),
    }),
    status: 201,
    body: registerSchema,
    response: userShape,
  },
  {
    method: 'POST',
    path: '/logout',
    summary: 'Sign out; ends the session',
    tag: 'Account',
    access: 'anyone',
    operation: 'mutation Logout { logout }',
    answer: () => ({ message: 'Logged out successfully' }),
    response: messageShape,
  },
  {
    method: 'POST',
    path: '/forgot-password',
    summary: 'E-mail a password reset link',
    tag: 'Account',
    access: 'anyone',
    operation: 'mutation RequestPasswordReset($email: String) { requestPasswordReset(email: $email) }',
    variables: (input) => ({ email: input.body.email }),
    answer: () => ({ message: 'If an account with that email exists, a password reset link has been sent.' }),
    body: forgotPasswordSchema,
    response: messageShape,
  },
  {
    method: 'POST',
    path: '/reset-password',
    summary: 'Set a new password with the e-mailed token',
    tag: 'Account',
    access: 'anyone',
    operation: 'mutation ResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) }',
    variables: (input) => ({ input: input.pick(['password', 'confirmPassword', 'token']) }),
    answer: () => ({ message: 'Password has been reset successfully' }),
    body: resetPasswordSchema,
    response: messageShape,
  },
  {
    method: 'PATCH',
    path: '/user/:id',
    summary: "Update the signed-in parent's profile",
    tag: 'Account',
    access: 'signed-in parent',
    operation: `mutation UpdateProfile($id: Int!, $input: ProfileInput!) { updateProfile(id: $id, input: $input) { ${USER} } }`,
    variables: (input) => ({ id: input.id(), input: input.pick(['fullName', 'email', 'phone', 'language']) }),
    body: profileSchema,
    response: userShape,
  },
];

/** Child profiles under both of the spec's paths: /user/children (profile) and /child-profile(s) (home). */
function childRoutes(paths: { list: string; create: string; item: string }): RestRoute[] {
  return [
    {
      method: 'GET',
      path: paths.list,
      summary: "The signed-in parent's children",
      tag: 'Children',
      access: 'signed-in parent',
      operation: `query MyChildren { myChildren { ${CHILD} } }`,
      response: z.array(childShape),
    },
    {
      method: 'POST',
      path: paths.create,
      summary: 'Add a child',
      tag: 'Children',
      access: 'signed-in parent',
      operation: `mutation AddChild($input: ChildInput!) { addChild(input: $input) { ${CHILD} } }`,
      variables: (input) => {
        const { userId } = input.body;
        return { input: { ...input.pick(CHILD_FIELDS), userId: userId === undefined || userId === null ? undefined : Number(userId) } };
      },
      status: 201,
      body: childProfileSchema,
      response: childShape,
    },
    {
      method: 'PATCH',
      path: paths.item,
      summary: 'Change a child',
      tag: 'Children',
      access: 'signed-in parent',
      operation: `mutation UpdateChild($id: Int!, $input: ChildInput!) { updateChild(id: $id, input: $input) { ${CHILD} } }`,
      variables: (input) => ({ id: input.id(), input: input.pick(CHILD_FIELDS) }),
      body: childPatchSchema,
      response: childShape,
    },
    {
      method: 'DELETE',
      path: paths.item,
      summary: 'Remove a child',
      tag: 'Children',
      access: 'signed-in parent',
      operation: 'mutation DeleteChild($id: Int!) { deleteChild(id: $id) }',
      ...deletedById(),
    },
  ];
}

const menuRoutes: RestRoute[] = [
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

const orderRoutes: RestRoute[] = [
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
    response: creditShape,
  },
  {
    method: 'GET',
    path: '/admin/orders',
    summary: 'Every lunch, or those of one date',
    tag: 'Orders',
    access: 'administrator',
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
    access: 'administrator',
    operation: `query ProductionSheet($date: String, $week: String) { productionSheet(date: $date, week: $week) { ${selectionOf(productionShape)} } }`,
    variables: (input) => {
      productionFormat(input.query('format'));
      return { date: input.query('date'), week: input.query('week') };
    },
    download: (data, input) => (productionFormat(input.query('format')) === 'csv' ? productionCsvFile(data.productionSheet) : null),
    query: z.object({
      date: z.string().optional().describe('One lunch date, YYYY-MM-DD; today at the schools when neither date nor week is given'),
      week: z.string().optional().describe('Any date of the week (Monday to Friday), YYYY-MM-DD; instead of date'),
      format: z.enum(['json', 'csv']).optional().describe('csv: RFC 4180 CSV with a header row, as the file production-YYYY-MM-DD.csv'),
    }),
    response: productionShape,
  },
  {
    method: 'PATCH',
    path: '/admin/orders/:id/payment',
    summary: "Set a lunch's payment status",
    tag: 'Payments',
    access: 'administrator',
    operation: `mutation SetOrderPaymentStatus($id: Int!, $paymentStatus: String) { setOrderPaymentStatus(id: $id, paymentStatus: $paymentStatus) { ${ORDER} } }`,
    variables: (input) => ({ id: input.id(), paymentStatus: input.body.paymentStatus }),
    body: z.object({ paymentStatus: z.enum(PAYMENT_STATUSES) }),
    response: orderShape,
  },
  {
    // issue 10 section 5: the admin's payments by checkout, and marking a whole checkout at once.
    method: 'GET',
    path: '/admin/payments',
    summary: 'Payments by checkout',
    tag: 'Payments',
    access: 'administrator',
    operation: `query AdminPayments($status: String) { adminPayments(status: $status) { ${PAYMENT} } }`,
    variables: (input) => ({ status: input.query('status') }),
    query: z.object({ status: z.enum(PAYMENT_STATUSES).optional() }),
    response: z.array(paymentShape),
  },
  {
    method: 'PATCH',
    path: '/admin/payments/:reference',
    summary: 'Set the payment status of a whole checkout',
    tag: 'Payments',
    access: 'administrator',
    operation: `mutation SetCheckoutPaymentStatus($reference: String!, $status: String) { setCheckoutPaymentStatus(reference: $reference, status: $status) { ${PAYMENT} } }`,
    variables: (input) => ({ reference: input.param('reference'), status: input.body.status }),
    body: z.object({ status: z.enum(PAYMENT_STATUSES) }),
    response: paymentShape,
  },
  {
    method: 'GET',
    path: '/admin/payment-settings',
    summary: 'Where parents pay (PayPal.me, Zelle)',
    tag: 'Payments',
    access: 'administrator',
    operation: `query PaymentSettings { paymentSettings { ${PAYMENT_SETTINGS} } }`,
    response: paymentSettingsShape,
  },
  {
    method: 'PUT',
    path: '/admin/payment-settings',
    summary: 'Change where parents pay',
    tag: 'Payments',
    access: 'administrator',
    operation: `mutation UpdatePaymentSettings($paypalMeHandle: String, $zelleRecipientName: String, $zelleRecipient: String) {
      updatePaymentSettings(paypalMeHandle: $paypalMeHandle, zelleRecipientName: $zelleRecipientName, zelleRecipient: $zelleRecipient) { ${PAYMENT_SETTINGS} }
    }`,
    variables: (input) => {
      const { paypalMeHandle, zelleRecipientName, zelleRecipient } = input.body;
      return { paypalMeHandle, zelleRecipientName, zelleRecipient };
    },
    body: paymentSettingsShape,
    response: paymentSettingsShape,
  },
  {
    method: 'GET',
    path: '/payment-options',
    summary: 'Payment links and QR codes for an amount',
    tag: 'Payments',
    access: 'signed-in parent',
    operation: `query PaymentOptions($amountDue: String) { paymentOptions(amountDue: $amountDue) { ${selectionOf(paymentOptionsShape)} } }`,
    variables: (input) => ({ amountDue: input.query('amountDue') }),
    query: z.object({ amountDue: z.string().optional().describe('Decimal text, e.g. 12.50') }),
    response: paymentOptionsShape,
  },
];

/** The school calendar (issue 10 section 2): closed days anyone can read, declared and lifted by administrators. */
const closureRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/closures',
    summary: 'Days without lunch service',
    tag: 'Calendar',
    access: 'anyone',
    operation: 'query Closures($from: String, $to: String) { closures(from: $from, to: $to) { date reason } }',
    variables: (input) => ({ from: input.query('from'), to: input.query('to') }),
    query: dateRange,
    response: z.array(closureShape),
  },
  {
    method: 'POST',
    path: '/admin/closures',
    summary: 'Declare a day without service; its lunches are cancelled',
    tag: 'Calendar',
    access: 'administrator',
    operation: 'mutation DeclareClosure($date: String, $reason: String) { declareClosure(date: $date, reason: $reason) { date reason } }',
    // A number or an object where text belongs fails the graph's coercion: 400 naming the field.
    variables: ({ body: { date, reason } }) => ({ date, reason }),
    status: 201,
    body: closureShape,
    response: closureShape,
  },
  {
    method: 'DELETE',
    path: '/admin/closures/:date',
    summary: 'Lift a closure',
    tag: 'Calendar',
    access: 'administrator',
    operation: 'mutation LiftClosure($date: String) { liftClosure(date: $date) { date reason } }',
    variables: (input) => ({ date: input.param('date') }),
    response: closureShape,
  },
];

const feedbackRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/my-feedback',
    summary: "The signed-in parent's feedback and its answers",
    tag: 'Feedback',
    access: 'signed-in parent',
    operation: `query MyFeedback { myFeedback { ${FEEDBACK} } }`,
    response: z.array(feedbackShape),
  },
  {
    method: 'POST',
    path: '/feedback',
    summary: 'Send feedback',
    tag: 'Feedback',
    access: 'signed-in parent',
    operation: `mutation SubmitFeedback($input: FeedbackInput!) { submitFeedback(input: $input) { ${FEEDBACK} } }`,
    variables: ({ body: { category, rating, date, subject, message } }) => ({
      input: { category, rating: asNumber(rating), date: date === '' ? null : date, subject, message },
    }),
    status: 201,
    body: feedbackFormSchema,
    response: feedbackShape,
  },
  {
    method: 'GET',
    path: '/admin/feedback',
    summary: "Every parent's feedback",
    tag: 'Feedback',
    access: 'administrator',
    operation: `query AdminFeedback { adminFeedback { ${FEEDBACK} } }`,
    response: z.array(feedbackShape),
  },
  {
    method: 'PUT',
    path: '/admin/feedback/:id',
    summary: 'Answer feedback; the parent is e-mailed',
    tag: 'Feedback',
    access: 'administrator',
    operation: `mutation AnswerFeedback($id: Int!, $adminResponse: String) { answerFeedback(id: $id, adminResponse: $adminResponse) { ${FEEDBACK} } }`,
    variables: (input) => ({ id: input.id(), adminResponse: input.body.adminResponse }),
    body: feedbackResponseSchema,
    response: feedbackShape,
  },
];

/**
 * The Communications, Users ('send e-mail') and Settings ('Test Email System') calls of the admin
 * dashboard (admin-area.md section 7). Every send answers what really happened: status (sent,
 * partial, failed; pending if still under way), sentCount and failedCount.
 */
const communicationRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/email-notifications',
    summary: 'The history of e-mails and WhatsApp notifications',
    tag: 'Communications',
    access: 'administrator',
    operation: `query EmailHistory { emailNotifications { ${NOTIFICATION} } }`,
    response: z.array(notificationShape),
  },
  {
    method: 'POST',
    path: '/email-notifications',
    summary: 'E-mail a notification to parents',
    tag: 'Communications',
    access: 'administrator',
    operation: `mutation SendEmailNotification($input: EmailNotificationInput!) { sendEmailNotification(input: $input) { ${NOTIFICATION} } }`,
    variables: ({ body }) => ({
      input: {
        title: asText(body.title),
        subject: asText(body.subject),
        message: asText(body.message),
        recipients: asText(body.recipients),
        specificEmails: recipientList(body.specificEmails),
        notificationType: asText(body.notificationType),
        status: asText(body.status),
      },
    }),
    status: 201,
    body: emailNotificationSchema,
    response: notificationShape,
  },
  {
    method: 'GET',
    path: '/email-templates',
    summary: 'The notification templates',
    tag: 'Communications',
    access: 'administrator',
    operation: 'query EmailTemplates { emailTemplates { id name notificationType title subject message } }',
    response: z.array(templateShape),
  },
  {
    method: 'POST',
    path: '/whatsapp-notifications',
    summary: 'Log a WhatsApp notification (simulation: nothing is sent)',
    tag: 'Communications',
    access: 'administrator',
    operation: `mutation LogWhatsAppNotification($input: WhatsAppNotificationInput!) { logWhatsAppNotification(input: $input) { sentTo message notification { ${NOTIFICATION} } } }`,
    variables: ({ body }) => ({
      input: {
        title: asText(body.title),
        message: asText(body.message),
        recipients: asText(body.recipients),
        specificPhones: recipientList(body.specificPhones),
        notificationType: asText(body.notificationType),
      },
    }),
    status: 201,
    body: whatsAppNotificationSchema,
    response: whatsAppResultShape,
  },
  {
    method: 'POST',
    path: '/admin/send-email',
    summary: 'E-mail one user',
    tag: 'Communications',
    access: 'administrator',
    operation: `mutation SendUserEmail($userId: Int, $subject: String, $message: String) { sendUserEmail(userId: $userId, subject: $subject, message: $message) { ${NOTIFICATION} } }`,
    variables: ({ body }) => ({ userId: asNumber(body.userId), subject: asText(body.subject), message: asText(body.message) }),
    answer: (data) => withRecipient(data.sendUserEmail),
    body: directEmailSchema,
    response: withRecipientShape,
  },
  {
    method: 'POST',
    path: '/admin/test-email',
    summary: 'E-mail the signed-in administrator a test message',
    tag: 'Communications',
    access: 'administrator',
    operation: `mutation SendTestEmail { sendTestEmail { ${NOTIFICATION} } }`,
    answer: (data) => withRecipient(data.sendTestEmail),
    response: withRecipientShape,
  },
];

/** The Users and Overview tabs of the admin dashboard (admin-area.md sections 2 and 7). */
const adminRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/admin/users',
    summary: 'Every user',
    tag: 'Administration',
    access: 'administrator',
    operation: `query AdminUsers { adminUsers { ${USER} } }`,
    response: z.array(userShape),
  },
  {
    method: 'GET',
    path: '/admin/child-profiles',
    summary: "Every parent's children",
    tag: 'Administration',
    access: 'administrator',
    operation: `query AdminChildProfiles { adminChildProfiles { ${CHILD} } }`,
    response: z.array(childShape),
  },
  {
    method: 'PATCH',
    path: '/admin/users/:id/admin',
    summary: 'Make a user an administrator, or not',
    tag: 'Administration',
    access: 'administrator',
    operation: `mutation SetUserAdmin($id: Int!, $isAdmin: Boolean) { setUserAdmin(id: $id, isAdmin: $isAdmin) { ${USER} } }`,
    variables: (input) => {
      const { isAdmin } = input.body;
      return { id: input.id(), isAdmin: typeof isAdmin === 'boolean' ? isAdmin : null };
    },
    body: z.object({ isAdmin: z.boolean() }),
    response: userShape,
  },
  {
    method: 'DELETE',
    path: '/admin/users/:id',
    summary: 'Delete a user with their children, lunches and feedback',
    tag: 'Administration',
    access: 'administrator',
    operation: 'mutation DeleteUser($id: Int!) { deleteUser(id: $id) }',
    ...deletedById('User deleted'),
  },
  {
    method: 'PATCH',
    path: '/admin/users/:id',
    summary: "Change a user's name, e-mail or username",
    tag: 'Administration',
    access: 'administrator',
    operation: `mutation AdminUpdateUser($id: Int!, $input: AdminUserInput!) { adminUpdateUser(id: $id, input: $input) { ${USER} } }`,
    variables: (input) => {
      const { fullName, email, username } = input.body;
      return { id: input.id(), input: { fullName, email, username } };
    },
    answer: (data) => ({ user: data.adminUpdateUser }),
    body: z.object({ fullName: z.string(), email: z.string(), username: z.string() }),
    response: z.object({ user: userShape }),
  },
  {
    // One federated object: identity counts users, ordering today's lunches, menu the dishes on offer, notification the e-mails sent.
    method: 'GET',
    path: '/admin/stats',
    summary: "The Overview tab's counters",
    tag: 'Administration',
    access: 'administrator',
    operation: `query AdminStats { adminStats { ${selectionOf(adminStatsShape)} } }`,
    response: adminStatsShape,
  },
];

/** Issue 14 §2: the feed itself (GET /calendar/{token}.ics) is text/calendar, served beside the table (calendar-feed.ts). */
const calendarRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/child-profile/:id/calendar-token',
    summary: "Replace a child's calendar feed URL (the old one stops at once)",
    tag: 'Children',
    access: 'signed-in parent',
    operation: 'mutation ResetCalendarToken($childId: Int!) { resetCalendarToken(childId: $childId) }',
    variables: (input) => ({ childId: input.id() }),
    answer: (data) => ({ calendarUrl: data.resetCalendarToken }),
    response: z.object({ calendarUrl: z.string() }),
  },
];

/** Every REST path of the spec (parent-app.md and admin-area.md section 7) and our additions. */
export const REST_ROUTES: readonly RestRoute[] = [
  ...accountRoutes,
  ...childRoutes({ list: '/user/children', create: '/user/children', item: '/user/children/:id' }),
  ...childRoutes({ list: '/child-profiles', create: '/child-profile', item: '/child-profile/:id' }),
  ...orderRoutes,
  ...menuRoutes,
  ...closureRoutes,
  ...adminRoutes,
  ...communicationRoutes,
  ...feedbackRoutes,
  ...calendarRoutes,
];
