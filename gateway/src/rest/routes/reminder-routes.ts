import { z } from 'zod';
import { badInput } from '@lunchbox/kit/errors';
import { notificationSettingsSchema } from '@lunchbox/domain/notification-settings';
import { weekRunSchema } from '@lunchbox/domain/weekly-runs';
import { notificationSettingsShape, reminderRunShape, selectionOf } from '../answer-shapes.ts';
import { asText, pickFields, type RouteInput } from '../request-input.ts';
import type { RestRoute } from '../rest-route.ts';

const SETTINGS = selectionOf(notificationSettingsShape);

/** The settings body as the graph's input: the threshold travels as the decimal text the graph takes. */
function settingsInput({ body }: RouteInput): Record<string, unknown> {
  const input = pickFields(body, ['reminders', 'lowBalance']);
  if (input.lowBalance && typeof input.lowBalance === 'object') {
    const lowBalance = pickFields(input.lowBalance, ['email', 'threshold']);
    if (Object.hasOwn(lowBalance, 'threshold')) lowBalance.threshold = asText(lowBalance.threshold);
    input.lowBalance = lowBalance;
  }
  return input;
}

/**
 * The unsubscribe token: in the query (the e-mail's link and its List-Unsubscribe header) or in a
 * JSON body. RFC 8058's one-click form says nothing but `List-Unsubscribe=One-Click`.
 */
function unsubscribeToken(input: RouteInput): string {
  if (input.header('content-type')?.startsWith('application/x-www-form-urlencoded') && input.body['List-Unsubscribe'] !== 'One-Click') {
    throw badInput('List-Unsubscribe must be One-Click');
  }
  const token = input.query('token') ?? input.body.token;
  if (typeof token !== 'string' || token.trim() === '') throw badInput('token is required');
  return token;
}

/** issue 27 section 2: the parent's reminder and low-balance settings, unsubscribing from an e-mail, and the administrator's "remind now". */
export const reminderRoutes: readonly RestRoute[] = [
  {
    method: 'GET',
    path: '/my-notification-settings',
    summary: "The signed-in parent's reminder and low-balance e-mail settings",
    tag: 'Reminders',
    access: 'signed-in parent',
    operation: `query MyNotificationSettings { myNotificationSettings { ${SETTINGS} } }`,
    response: notificationSettingsShape,
  },
  {
    method: 'PUT',
    path: '/my-notification-settings',
    summary: 'Change the reminder and low-balance e-mail settings (a field left out takes its default)',
    tag: 'Reminders',
    access: 'signed-in parent',
    operation: `mutation SetMyNotificationSettings($input: NotificationSettingsInput!) { setMyNotificationSettings(input: $input) { ${SETTINGS} } }`,
    variables: (input) => ({ input: settingsInput(input) }),
    body: notificationSettingsSchema,
    validateFirst: true,
    response: notificationSettingsShape,
  },
  {
    method: 'POST',
    path: '/admin/reminders/run',
    summary: "Send a week's reminders now (idempotent: one per parent and week)",
    tag: 'Reminders',
    access: 'administrator',
    operation: `mutation RunReminders($week: String!) { runReminders(week: $week) { ${selectionOf(reminderRunShape)} } }`,
    variables: ({ body }) => ({ week: body.week }),
    body: weekRunSchema,
    validateFirst: true,
    response: reminderRunShape,
  },
  {
    method: 'POST',
    path: '/unsubscribe',
    summary: "Turn off the e-mail a signed unsubscribe link is for, without signing in (also RFC 8058's one-click POST)",
    tag: 'Reminders',
    access: 'anyone',
    operation: 'mutation Unsubscribe($token: String!) { unsubscribe(token: $token) { kind } }',
    variables: (input) => ({ token: unsubscribeToken(input) }),
    query: z.object({ token: z.string().optional().describe("The token of the e-mail's link; or token in the JSON body") }),
    body: z.object({ token: z.string().optional().describe('Instead of the query') }),
    oneClickPost: true,
    response: z.object({ kind: z.enum(['reminders', 'lowBalance']) }),
  },
];
