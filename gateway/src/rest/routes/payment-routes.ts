import { z } from 'zod';
import { PAYMENT_STATUSES } from '@lunchbox/domain/payment-rules';
import { orderShape, paymentOptionsShape, paymentSettingsShape, paymentShape, selectionOf } from '../answer-shapes.ts';
import type { RestRoute } from '../rest-route.ts';

const ORDER = selectionOf(orderShape);
const PAYMENT = selectionOf(paymentShape);
const PAYMENT_SETTINGS = selectionOf(paymentSettingsShape);

/** The Payments paths: what is due under which reference, its status, and where parents pay. */
export const paymentRoutes: readonly RestRoute[] = [
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
