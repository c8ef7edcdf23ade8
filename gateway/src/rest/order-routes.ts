import { Router, type Request } from 'express';
import { body, idParam, route, runOperation, type RestDeps } from './operation.ts';

const ORDER_FIELDS =
  'id userId childId checkoutId weeklyMenuItemId childName parentName email phone school grade teacher lunchDate lunchOptions notes totalAmount paymentStatus isPaid status creditedAmount creditAmount paymentReference createdAt';

const TEXT_FIELDS = ['id', 'childName', 'parentName', 'email', 'phone', 'school', 'grade', 'teacher', 'lunchDate', 'notes', 'addedAt'] as const;

/** JSON numbers where the graph takes text (a phone typed as digits) travel as their text. */
function text(value: unknown): unknown {
  return typeof value === 'number' ? String(value) : value;
}

/** Numeric text where the graph takes a number ("12" from a form) travels as the number. */
function number(value: unknown): unknown {
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return value;
}

function list(value: unknown): unknown[] | unknown {
  if (value === undefined || value === null) return value;
  return Array.isArray(value) ? value : [value];
}

/**
 * A cart item or a lunch-order body as the graph's input: only the known fields, each in the type
 * the graph takes. Anything still of the wrong type is refused by the graph naming the field.
 */
function lunchFields(source: unknown, fields: readonly string[] = TEXT_FIELDS): Record<string, unknown> {
  const item = source && typeof source === 'object' && !Array.isArray(source) ? (source as Record<string, unknown>) : {};
  const input: Record<string, unknown> = {};
  for (const name of fields) if (Object.hasOwn(item, name)) input[name] = text(item[name]);
  if (Object.hasOwn(item, 'childId')) input.childId = number(item.childId);
  if (Object.hasOwn(item, 'totalAmount')) input.totalAmount = number(item.totalAmount);
  if (Object.hasOwn(item, 'lunchOptions')) input.lunchOptions = list(item.lunchOptions);
  if (Object.hasOwn(item, 'weeklyMenuItemIds')) {
    const ids = list(item.weeklyMenuItemIds);
    input.weeklyMenuItemIds = Array.isArray(ids) ? ids.map(number) : ids;
  }
  return input;
}

function queryText(req: Request, name: string): string | undefined {
  const value = req.query[name];
  return typeof value === 'string' ? value : undefined;
}

/** Lunch orders: checkout, the spec's one-lunch call, history, schedule, the admin orders and payment. */
export function orderRoutes(deps: RestDeps): Router {
  const router = Router();

  // Our own path for the cart's payment step: every lunch of the cart at once, all or none.
  router.post(
    '/checkout',
    route(async (req, res) => {
      const { checkoutId, items } = body(req);
      const data = await runOperation(
        deps,
        req,
        res,
        `mutation Checkout($checkoutId: String, $items: [CartItemInput]) {
          checkout(checkoutId: $checkoutId, items: $items) { checkoutId paymentReference replayed totalAmount creditApplied amountDue orders { ${ORDER_FIELDS} } }
        }`,
        { checkoutId: text(checkoutId), items: Array.isArray(items) ? items.map((item) => lunchFields(item)) : null },
      );
      res.status(201).json(data.checkout);
    }),
  );

  // parent-app.md section 7: one call per cart item. An Idempotency-Key header (or checkoutId) makes a retry safe.
  router.post(
    '/lunch-order',
    route(async (req, res) => {
      const fields = body(req);
      const header = req.headers['idempotency-key'];
      const checkoutId = text(fields.checkoutId) ?? (typeof header === 'string' ? header : undefined);
      const data = await runOperation(
        deps,
        req,
        res,
        `mutation PlaceLunchOrder($input: LunchOrderInput!, $checkoutId: String) { placeLunchOrder(input: $input, checkoutId: $checkoutId) { ${ORDER_FIELDS} } }`,
        {
          input: lunchFields(
            fields,
            TEXT_FIELDS.filter((name) => name !== 'id' && name !== 'addedAt'),
          ),
          checkoutId,
        },
      );
      res.status(201).json(data.placeLunchOrder);
    }),
  );

  router.get(
    '/my-lunch-orders',
    route(async (req, res) => {
      const data = await runOperation(deps, req, res, `query MyLunchOrders { myLunchOrders { ${ORDER_FIELDS} } }`);
      res.json(data.myLunchOrders);
    }),
  );

  router.get(
    '/lunch-orders',
    route(async (req, res) => {
      const data = await runOperation(
        deps,
        req,
        res,
        `query LunchSchedule($from: String, $to: String) { lunchSchedule(from: $from, to: $to) { ${ORDER_FIELDS} } }`,
        {
          from: queryText(req, 'from'),
          to: queryText(req, 'to'),
        },
      );
      res.json(data.lunchSchedule);
    }),
  );

  router.get(
    '/admin/orders',
    route(async (req, res) => {
      const data = await runOperation(deps, req, res, `query AdminOrders($date: String) { adminOrders(date: $date) { ${ORDER_FIELDS} } }`, {
        date: queryText(req, 'date'),
      });
      res.json(data.adminOrders);
    }),
  );

  router.patch(
    '/admin/orders/:id/payment',
    route(async (req, res) => {
      const data = await runOperation(
        deps,
        req,
        res,
        `mutation SetOrderPaymentStatus($id: Int!, $paymentStatus: String) { setOrderPaymentStatus(id: $id, paymentStatus: $paymentStatus) { ${ORDER_FIELDS} } }`,
        { id: idParam(req), paymentStatus: body(req).paymentStatus },
      );
      res.json(data.setOrderPaymentStatus);
    }),
  );

  // issue 10 section 4: a parent cancels a lunch before its deadline; a paid one becomes account credit.
  router.post(
    '/lunch-orders/:id/cancel',
    route(async (req, res) => {
      const data = await runOperation(deps, req, res, `mutation CancelLunchOrder($id: Int!) { cancelLunchOrder(id: $id) { ${ORDER_FIELDS} } }`, {
        id: idParam(req),
      });
      res.json(data.cancelLunchOrder);
    }),
  );

  router.get(
    '/my-credit',
    route(async (req, res) => {
      const data = await runOperation(deps, req, res, 'query MyCredit { myCredit { balance entries { amount reason orderId createdAt } } }');
      res.json(data.myCredit);
    }),
  );

  // issue 10 section 5: the admin's payments by checkout, and marking a whole checkout at once.
  const PAYMENT_FIELDS = `paymentReference parentName email amountDue status createdAt lunches { ${ORDER_FIELDS} }`;
  router.get(
    '/admin/payments',
    route(async (req, res) => {
      const data = await runOperation(deps, req, res, `query AdminPayments($status: String) { adminPayments(status: $status) { ${PAYMENT_FIELDS} } }`, {
        status: queryText(req, 'status'),
      });
      res.json(data.adminPayments);
    }),
  );

  router.patch(
    '/admin/payments/:reference',
    route(async (req, res) => {
      const data = await runOperation(
        deps,
        req,
        res,
        `mutation SetCheckoutPaymentStatus($reference: String!, $status: String) { setCheckoutPaymentStatus(reference: $reference, status: $status) { ${PAYMENT_FIELDS} } }`,
        { reference: req.params.reference, status: body(req).status },
      );
      res.json(data.setCheckoutPaymentStatus);
    }),
  );

  router.get(
    '/admin/payment-settings',
    route(async (req, res) => {
      const data = await runOperation(deps, req, res, 'query PaymentSettings { paymentSettings { paypalMeHandle zelleRecipientName zelleRecipient } }');
      res.json(data.paymentSettings);
    }),
  );

  router.put(
    '/admin/payment-settings',
    route(async (req, res) => {
      const { paypalMeHandle, zelleRecipientName, zelleRecipient } = body(req);
      const data = await runOperation(
        deps,
        req,
        res,
        `mutation UpdatePaymentSettings($paypalMeHandle: String, $zelleRecipientName: String, $zelleRecipient: String) {
          updatePaymentSettings(paypalMeHandle: $paypalMeHandle, zelleRecipientName: $zelleRecipientName, zelleRecipient: $zelleRecipient) { paypalMeHandle zelleRecipientName zelleRecipient }
        }`,
        { paypalMeHandle, zelleRecipientName, zelleRecipient },
      );
      res.json(data.updatePaymentSettings);
    }),
  );

  router.get(
    '/payment-options',
    route(async (req, res) => {
      const data = await runOperation(
        deps,
        req,
        res,
        'query PaymentOptions($amountDue: String) { paymentOptions(amountDue: $amountDue) { paypalUrl paypalQr zelleUrl zelleQr paypalMeHandle zelleRecipientName zelleRecipient } }',
        { amountDue: queryText(req, 'amountDue') },
      );
      res.json(data.paymentOptions);
    }),
  );

  return router;
}
