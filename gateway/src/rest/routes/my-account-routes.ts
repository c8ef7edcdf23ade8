// Issue 30 §3: the parent's own sessions, a copy of everything held about them, and closing the account.
import { z } from 'zod';
import { AppError } from '@lunchbox/kit/errors/app-error';
import { now } from '@lunchbox/kit/process/clock';
import { AUDIT_ABOUT_ME_SELECTION, auditEntriesAboutMe, auditEntryShape } from '../audit-pages.ts';
import { childShape, feedbackShape, orderShape, selectionOf, userShape } from '../answer-shapes.ts';
import type { OperationData } from '../operation.ts';
import type { DownloadFile } from '../production-csv.ts';
import type { RestRoute } from '../rest-route.ts';

const text = z.string();

export const sessionShape = z.object({
  id: text.describe('A UUID'),
  createdAt: text,
  lastSeenAt: text.describe('When a gateway last confirmed the session, to within a few minutes'),
  userAgent: text.nullable(),
  ip: text.nullable(),
  current: z.boolean().describe('The session of this request'),
});

const creditEntryShape = z.object({ amount: text, reason: text, orderId: z.number().int().nullable(), topUpReference: text.nullable(), createdAt: text });
const receivedEmailShape = z.object({ subject: text, kind: text, sentAt: text });

/** Every service's part of the user, in one federated operation: each subgraph answers its own fields of User. */
const MY_DATA_QUERY = `query MyData { me { ${selectionOf(userShape)}
  children { ${selectionOf(childShape)} }
  sessions { ${selectionOf(sessionShape)} }
  orders { ${selectionOf(orderShape)} }
  creditLedger { ${selectionOf(creditEntryShape)} }
  feedback { ${selectionOf(feedbackShape)} }
  emailsReceived { ${selectionOf(receivedEmailShape)} }
}
  ${AUDIT_ABOUT_ME_SELECTION}
}`;

export const myDataShape = z.object({
  exportedAt: text,
  account: userShape,
  children: z.array(childShape),
  orders: z.array(orderShape).describe('Each with its payment: status, reference, the credit used'),
  creditLedger: z.array(creditEntryShape),
  feedback: z.array(feedbackShape).describe('With the administrators’ answers'),
  emailsReceived: z.array(receivedEmailShape).describe('Subjects and dates, not bodies'),
  sessions: z.array(sessionShape),
  auditEntries: z.array(auditEntryShape),
});

/** The data as one JSON file: the account's fields first, then each service's part. */
function myDataFile(data: OperationData): DownloadFile {
  if (!data.me) throw new AppError('UNAUTHENTICATED', 'Not authenticated');
  const { children, sessions, orders, creditLedger, feedback, emailsReceived, ...account } = data.me;
  const exportedAt = now().toISOString();
  const document = { exportedAt, account, children, orders, creditLedger, feedback, emailsReceived, sessions, auditEntries: auditEntriesAboutMe(data) };
  return {
    contentType: 'application/json; charset=utf-8',
    filename: `lunchbox-my-data-${exportedAt.slice(0, 10)}.json`,
    body: `${JSON.stringify(document, null, 2)}\n`,
  };
}

export const myAccountRoutes: readonly RestRoute[] = [
  {
    method: 'GET',
    path: '/my-sessions',
    summary: 'Where the signed-in user is signed in: their live sessions, the current one marked',
    tag: 'Account',
    access: 'signed-in parent',
    operation: `query MySessions { mySessions { ${selectionOf(sessionShape)} } }`,
    response: z.array(sessionShape),
  },
  {
    method: 'POST',
    path: '/my-sessions/revoke-others',
    summary: 'Sign out everywhere else: ends every session of the user but this one',
    tag: 'Account',
    access: 'signed-in parent',
    operation: 'mutation RevokeMyOtherSessions { revokeMyOtherSessions }',
    answer: (data) => ({ revoked: data.revokeMyOtherSessions }),
    response: z.object({ revoked: z.number().int().describe('How many sessions ended') }),
  },
  {
    method: 'DELETE',
    path: '/my-sessions/:sessionId',
    summary: 'End one of the user’s sessions (refused from the next request on, on every gateway)',
    tag: 'Account',
    access: 'signed-in parent',
    operation: 'mutation RevokeMySession($id: String!) { revokeMySession(id: $id) }',
    variables: (input) => ({ id: input.param('sessionId') }),
    answer: (_data, input) => ({ success: true, id: input.param('sessionId') }),
    response: z.object({ success: z.literal(true), id: text }),
  },
  {
    method: 'GET',
    path: '/my-data',
    summary: 'Everything Lunchbox holds about the signed-in user, as one JSON file to download',
    tag: 'Account',
    access: 'signed-in parent',
    operation: MY_DATA_QUERY,
    download: myDataFile,
    response: myDataShape,
  },
  {
    method: 'POST',
    path: '/my-account/delete',
    summary: 'Close the account: removes it and everything of it in every service; a last e-mail confirms it',
    tag: 'Account',
    access: 'signed-in parent',
    operation: 'mutation DeleteMyAccount($password: String, $code: String) { deleteMyAccount(password: $password, code: $code) }',
    variables: (input) => input.pick(['password', 'code']),
    status: 204,
    body: z.object({ password: text, code: text.optional().describe('The two-factor code or a recovery code, when two-factor sign-in is on') }),
    response: z.null(),
  },
];
