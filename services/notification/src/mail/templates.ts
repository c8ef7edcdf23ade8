import { cancellationSentence } from '@lunchbox/domain/order-rules';

/** The content of one e-mail, the same for every recipient. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
  /** Secrets in the content (a reset link) that the history must not keep once the e-mail is done. */
  redactions?: string[];
}

const BRAND = 'Lunchbox';

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** A plain, readable HTML frame; mail clients ignore most CSS, so it stays simple. */
function htmlPage(title: string, paragraphs: string[]): string {
  return [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; line-height: 1.5; color: #1f2937;">',
    ...paragraphs.map((paragraph) => `<p>${paragraph}</p>`),
    `<p style="color: #6b7280; font-size: 12px;">${BRAND}, school lunches delivered fresh to your child's school.</p>`,
    '</body></html>',
  ].join('\n');
}

function link(url: string, label: string): string {
  return `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;
}

export function welcomeEmail(input: { fullName: string; username: string; appUrl: string }): EmailContent {
  const subject = `Welcome to ${BRAND}!`;
  const signInUrl = `${input.appUrl.replace(/\/+$/, '')}/auth`;
  const text = [
    `Hello ${input.fullName},`,
    '',
    `Welcome to ${BRAND}! Your account "${input.username}" has been created.`,
    'Add your children, browse the weekly menu and order lunches delivered fresh to their school.',
    '',
    `Sign in: ${signInUrl}`,
    '',
    `The ${BRAND} team`,
  ].join('\n');
  const html = htmlPage(subject, [
    `Hello ${escapeHtml(input.fullName)},`,
    `Welcome to ${BRAND}! Your account <strong>${escapeHtml(input.username)}</strong> has been created.`,
    'Add your children, browse the weekly menu and order lunches delivered fresh to their school.',
    link(signInUrl, `Sign in to ${BRAND}`),
    `The ${BRAND} team`,
  ]);
  return { subject, text, html };
}

export function passwordResetEmail(input: { fullName: string; resetUrl: string }): EmailContent {
  const subject = `Reset your ${BRAND} password`;
  const text = [
    `Hello ${input.fullName},`,
    '',
    `We received a request to reset the password of your ${BRAND} account.`,
    'Open this link to choose a new password:',
    '',
    input.resetUrl,
    '',
    'The link expires in one hour and can be used once.',
    'If you did not ask for this, ignore this e-mail; your password stays as it is.',
    '',
    `The ${BRAND} team`,
  ].join('\n');
  const html = htmlPage(subject, [
    `Hello ${escapeHtml(input.fullName)},`,
    `We received a request to reset the password of your ${BRAND} account.`,
    link(input.resetUrl, 'Choose a new password'),
    `Or copy this address into your browser:<br>${escapeHtml(input.resetUrl)}`,
    'The link expires in one hour and can be used once.',
    'If you did not ask for this, ignore this e-mail; your password stays as it is.',
    `The ${BRAND} team`,
  ]);
  return { subject, text, html, redactions: [input.resetUrl, escapeHtml(input.resetUrl)] };
}

/** Each line of the administrator's text as a paragraph line, escaped; blank lines separate paragraphs. */
function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => block.split('\n').map(escapeHtml).join('<br>'));
}

export interface ConfirmedLunch {
  childName: string;
  school: string;
  grade: string;
  /** The long weekday date, e.g. 'Monday, November 23, 2026'. */
  date: string;
  lunchOptions: string[];
  /** '$5.50' */
  price: string;
}

/**
 * The confirmation of a placed checkout (issue 3): what was ordered, for whom, when, each price and
 * the total, and how to pay: by hand with PayPal or Zelle, marked paid by an administrator.
 */
export function orderConfirmationEmail(input: {
  parentName: string;
  lunches: ConfirmedLunch[];
  total: string;
  appUrl: string;
  timeZone: string;
  /** 'LB-7K3Q9'; absent for checkouts from before references existed. */
  paymentReference?: string | undefined;
  /** '$2.50' once account credit is used; absent: the total is due. */
  amountDue?: string | undefined;
  creditApplied?: string | null | undefined;
}): EmailContent {
  const count = input.lunches.length;
  const subject = `Your ${BRAND} order: ${count} ${count === 1 ? 'lunch' : 'lunches'}, total ${input.total}`;
  const ordersUrl = `${input.appUrl.replace(/\/+$/, '')}/my-orders`;
  const lineOf = (lunch: ConfirmedLunch) =>
    `${lunch.date}: ${lunch.lunchOptions.join(', ')} for ${lunch.childName} (${lunch.school}, Grade ${lunch.grade}) - ${lunch.price}`;
  const due = input.amountDue ?? input.total;
  const reference = input.paymentReference ? ` and write the payment reference ${input.paymentReference} in the note` : '';
  const howToPay =
    input.amountDue !== undefined && /^\$0\.00$/.test(input.amountDue)
      ? [`Your account credit of ${input.creditApplied ?? input.total} paid for ${count === 1 ? 'this lunch' : 'these lunches'}: there is nothing more to pay.`]
      : [
          ...(input.creditApplied ? [`Your account credit of ${input.creditApplied} was used.`] : []),
          `Please pay ${input.amountDue === undefined ? 'the total of ' : ''}${due} with PayPal or Zelle${reference}, using the buttons of the payment step.`,
          'Payments are checked by hand: an administrator marks your order as paid once the payment has arrived. Until then it shows as Pending.',
        ];
  const changes = cancellationSentence(input.timeZone);
  const text = [
    `Hello ${input.parentName},`,
    '',
    `Thank you for your order! ${count === 1 ? 'This lunch is' : 'These lunches are'} booked:`,
    '',
    ...input.lunches.map((lunch) => `- ${lineOf(lunch)}`),
    '',
    `Total: ${input.total}`,
    '',
    'How to pay',
    ...howToPay,
    '',
    'Changes and cancellations',
    changes,
    '',
    `Your orders: ${ordersUrl}`,
    '',
    `The ${BRAND} team`,
  ].join('\n');
  const rows = input.lunches
    .map(
      (lunch) =>
        `<tr><td style="padding: 4px 12px 4px 0;">${escapeHtml(lunch.date)}</td><td style="padding: 4px 12px 4px 0;">${escapeHtml(lunch.childName)}<br><span style="color: #6b7280;">${escapeHtml(lunch.school)}, Grade ${escapeHtml(lunch.grade)}</span></td><td style="padding: 4px 12px 4px 0;">${escapeHtml(lunch.lunchOptions.join(', '))}</td><td style="padding: 4px 0; text-align: right;">${escapeHtml(lunch.price)}</td></tr>`,
    )
    .join('\n');
  const table = [
    '<table style="border-collapse: collapse;">',
    '<tr><th align="left">Date</th><th align="left">For</th><th align="left">Lunch</th><th align="right">Price</th></tr>',
    rows,
    `<tr><td colspan="3" style="padding-top: 8px;"><strong>Total</strong></td><td style="padding-top: 8px; text-align: right;"><strong>${escapeHtml(input.total)}</strong></td></tr>`,
    '</table>',
  ].join('\n');
  const html = htmlPage(subject, [
    `Hello ${escapeHtml(input.parentName)},`,
    `Thank you for your order! ${count === 1 ? 'This lunch is' : 'These lunches are'} booked:`,
    table,
    `<strong>How to pay</strong><br>${howToPay.map(escapeHtml).join('<br>')}`,
    `<strong>Changes and cancellations</strong><br>${escapeHtml(changes)}`,
    link(ordersUrl, 'See your orders'),
    `The ${BRAND} team`,
  ]);
  return { subject, text, html };
}

/** One cancelled lunch as the cancellation e-mail lists it. */
export interface CancelledLunch {
  childName: string;
  /** The long weekday date. */
  date: string;
  lunchOptions: string[];
}

/**
 * The lunches of one parent that were cancelled at once (issue 10 sections 2 and 4): by the parent,
 * or because the school is closed that day (with its reason), and what their account was credited.
 */
export function orderCancelledEmail(input: {
  parentName: string;
  lunches: CancelledLunch[];
  closureReason: string | null;
  byClosure: boolean;
  credited: string | null;
  appUrl: string;
}): EmailContent {
  const count = input.lunches.length;
  const what = count === 1 ? 'lunch' : 'lunches';
  const subject = input.byClosure
    ? `No service${input.closureReason ? ` – ${input.closureReason}` : ''}: ${count} ${what} cancelled`
    : `Your ${BRAND} ${what} ${count === 1 ? 'was' : 'were'} cancelled`;
  const ordersUrl = `${input.appUrl.replace(/\/+$/, '')}/my-orders`;
  const why = input.byClosure
    ? `There is no lunch service on that day${input.closureReason ? ` (${input.closureReason})` : ''}, so ${count === 1 ? 'this lunch was' : 'these lunches were'} cancelled:`
    : `As you asked, ${count === 1 ? 'this lunch was' : 'these lunches were'} cancelled:`;
  const lines = input.lunches.map((lunch) => `${lunch.date}: ${lunch.lunchOptions.join(', ')} for ${lunch.childName}`);
  const credit = input.credited
    ? `${input.credited} was credited to your account. It is used automatically at your next checkout.`
    : 'Nothing had been paid for it, so there is no credit.';
  const text = [
    `Hello ${input.parentName},`,
    '',
    why,
    '',
    ...lines.map((line) => `- ${line}`),
    '',
    credit,
    '',
    `Your orders: ${ordersUrl}`,
    '',
    `The ${BRAND} team`,
  ].join('\n');
  const html = htmlPage(subject, [
    `Hello ${escapeHtml(input.parentName)},`,
    escapeHtml(why),
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    escapeHtml(credit),
    link(ordersUrl, 'See your orders'),
    `The ${BRAND} team`,
  ]);
  return { subject, text, html };
}

/**
 * The parent's news about a checkout's payment (issue 10 section 5): verified, so the lunches are
 * paid; or marked failed, so they are asked to pay again with the same reference.
 */
export function paymentStatusEmail(input: {
  parentName: string;
  paymentReference: string;
  status: 'paid' | 'failed';
  amountDue: string;
  lunches: CancelledLunch[];
  appUrl: string;
}): EmailContent {
  const ordersUrl = `${input.appUrl.replace(/\/+$/, '')}/my-orders`;
  const paid = input.status === 'paid';
  const subject = paid ? `Payment received: ${input.paymentReference}` : `Payment not received: ${input.paymentReference}`;
  const lead = paid
    ? `We have received your payment of ${input.amountDue} (reference ${input.paymentReference}). These lunches are paid:`
    : `We could not find your payment of ${input.amountDue} (reference ${input.paymentReference}), so it was marked as failed. These lunches are not paid yet:`;
  const after = paid
    ? 'Thank you!'
    : `Please pay ${input.amountDue} with PayPal or Zelle and write the reference ${input.paymentReference} in the note, or reply to this e-mail if you have paid already.`;
  const lines = input.lunches.map((lunch) => `${lunch.date}: ${lunch.lunchOptions.join(', ')} for ${lunch.childName}`);
  const text = [
    `Hello ${input.parentName},`,
    '',
    lead,
    '',
    ...lines.map((line) => `- ${line}`),
    '',
    after,
    '',
    `Your orders: ${ordersUrl}`,
    '',
    `The ${BRAND} team`,
  ].join('\n');
  const html = htmlPage(subject, [
    `Hello ${escapeHtml(input.parentName)},`,
    escapeHtml(lead),
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    escapeHtml(after),
    link(ordersUrl, 'See your orders'),
    `The ${BRAND} team`,
  ]);
  return { subject, text, html };
}

/** The once-only reminder of a checkout still unpaid a day before its first lunch's order deadline. */
export function paymentReminderEmail(input: {
  parentName: string;
  paymentReference: string;
  amountDue: string;
  firstLunch: string;
  deadline: string;
  appUrl: string;
}): EmailContent {
  const ordersUrl = `${input.appUrl.replace(/\/+$/, '')}/my-orders`;
  const subject = `Reminder: your lunch payment ${input.paymentReference} is still open`;
  const lines = [
    `We have not received your payment of ${input.amountDue} (reference ${input.paymentReference}) yet. Your first lunch of this order is on ${input.firstLunch}.`,
    `Please pay with PayPal or Zelle and write the reference ${input.paymentReference} in the note. Until its ordering deadline (${input.deadline}) you can also cancel a lunch in your order history.`,
    'If you have paid already, thank you, and please ignore this reminder.',
  ];
  const text = [`Hello ${input.parentName},`, '', ...lines.flatMap((line) => [line, '']), `Your orders: ${ordersUrl}`, '', `The ${BRAND} team`].join('\n');
  const html = htmlPage(subject, [`Hello ${escapeHtml(input.parentName)},`, ...lines.map(escapeHtml), link(ordersUrl, 'See your orders'), `The ${BRAND} team`]);
  return { subject, text, html };
}

const NOTIFICATION_HEADINGS: Record<string, string> = {
  announcement: 'Announcement',
  menu_update: 'Menu update',
  payment_reminder: 'Payment reminder',
  emergency: 'Emergency notice',
};

/** A Communications e-mail: the administrator's subject and message as they typed them. */
export function adminNotificationEmail(input: { subject: string; message: string; notificationType: string }): EmailContent {
  const heading = NOTIFICATION_HEADINGS[input.notificationType] ?? 'Notice';
  const text = [`${BRAND} - ${heading}`, '', input.message, '', `The ${BRAND} team`].join('\n');
  const html = htmlPage(input.subject, [`<strong>${escapeHtml(`${BRAND} - ${heading}`)}</strong>`, ...paragraphsOf(input.message), `The ${BRAND} team`]);
  return { subject: input.subject, text, html };
}

/** The Users tab's send e-mail: the administrator's words to one person. */
export function directEmail(input: { fullName: string; subject: string; message: string }): EmailContent {
  const text = [`Hello ${input.fullName},`, '', input.message, '', `The ${BRAND} team`].join('\n');
  const html = htmlPage(input.subject, [`Hello ${escapeHtml(input.fullName)},`, ...paragraphsOf(input.message), `The ${BRAND} team`]);
  return { subject: input.subject, text, html };
}

/** The Settings tab's 'Test Email System'. */
export function testEmail(input: { fullName: string; sentAt: string }): EmailContent {
  const subject = `${BRAND} test e-mail`;
  const lines = [
    `Hello ${input.fullName},`,
    `This is a test e-mail from the ${BRAND} Test Email System, sent ${input.sentAt}.`,
    'If you can read it, e-mails from the admin dashboard reach their recipients.',
  ];
  const text = [lines[0], '', lines[1], lines[2], '', `The ${BRAND} team`].join('\n');
  const html = htmlPage(subject, [...lines.map(escapeHtml), `The ${BRAND} team`]);
  return { subject, text, html };
}

/** The administrator answered a parent's feedback: the response, with what it answers. */
export function feedbackAnswerEmail(input: {
  userName: string;
  submittedOn: string;
  category: string;
  rating: number;
  date: string | null;
  message: string;
  adminResponse: string;
  feedbackUrl: string;
}): EmailContent {
  const subject = `Response to your ${BRAND} feedback`;
  const about = [
    `Your ${input.category === 'specific' ? 'feedback about a specific issue' : 'general feedback'} of ${input.submittedOn} (${input.rating}/5)`,
    ...(input.date ? [`Date related to the issue: ${input.date}`] : []),
  ];
  const text = [
    `Hello ${input.userName},`,
    '',
    `${about.join('\n')}${input.message ? `:\n"${input.message}"` : ''}`,
    '',
    'Response from Admin:',
    input.adminResponse,
    '',
    `See your feedback history: ${input.feedbackUrl}`,
    '',
    `The ${BRAND} team`,
  ].join('\n');
  const html = htmlPage(subject, [
    `Hello ${escapeHtml(input.userName)},`,
    `${about.map(escapeHtml).join('<br>')}${input.message ? `:<br><em>${escapeHtml(input.message)}</em>` : ''}`,
    `<strong>Response from Admin:</strong><br>${input.adminResponse.split('\n').map(escapeHtml).join('<br>')}`,
    link(input.feedbackUrl, 'See your feedback history'),
    `The ${BRAND} team`,
  ]);
  return { subject, text, html };
}
