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

/** One part of a letter, in both forms: its plain text, and the HTML paragraphs it becomes. */
interface Section {
  text: string;
  html: string | string[];
}

/** Plain words: the same text in both forms, escaped for HTML. */
function words(text: string): Section {
  return { text, html: text.split('\n').map(escapeHtml).join('<br>') };
}

/** A bulleted list: '- ' lines in text, a <ul> in HTML. */
function bullets(lines: string[]): Section {
  return { text: lines.map((line) => `- ${line}`).join('\n'), html: `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` };
}

/** A bold heading over its lines. */
function headed(heading: string, lines: string[]): Section {
  return { text: [heading, ...lines].join('\n'), html: `<strong>${escapeHtml(heading)}</strong><br>${lines.map(escapeHtml).join('<br>')}` };
}

/** Where the reader goes next: the address in text, a link in HTML. */
function action(textLabel: string, url: string, linkLabel: string): Section {
  return { text: `${textLabel}: ${url}`, html: link(url, linkLabel) };
}

/** Each paragraph of the administrator's text (blank lines separate them), its lines kept. */
function typedText(text: string): Section {
  return { text, html: paragraphsOf(text) };
}

/**
 * The one layout of every e-mail: the greeting, the sections, the team's signature; the text form
 * with a blank line between sections, the HTML form as a plain page (mail clients ignore most CSS).
 */
function letter(input: { subject: string; greeting?: string; sections: Section[]; redactions?: string[] }): EmailContent {
  const sections = [...(input.greeting === undefined ? [] : [words(`Hello ${input.greeting},`)]), ...input.sections, words(`The ${BRAND} team`)];
  const text = sections.map((section) => section.text).join('\n\n');
  const html = [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; line-height: 1.5; color: #1f2937;">',
    ...sections.flatMap((section) => (Array.isArray(section.html) ? section.html : [section.html])).map((paragraph) => `<p>${paragraph}</p>`),
    `<p style="color: #6b7280; font-size: 12px;">${BRAND}, school lunches delivered fresh to your child's school.</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: input.subject, text, html, ...(input.redactions ? { redactions: input.redactions } : {}) };
}

function link(url: string, label: string): string {
  return `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;
}

/** The closing link of every e-mail about a parent's lunches: their order history. */
function yourOrders(appUrl: string): Section {
  return action('Your orders', `${appUrl.replace(/\/+$/, '')}/my-orders`, 'See your orders');
}

/** One cancelled or paid lunch as a bullet: '2026-11-26: Pasta for Emma'. */
const lunchLine = (lunch: CancelledLunch) => `${lunch.date}: ${lunch.lunchOptions.join(', ')} for ${lunch.childName}`;

export function welcomeEmail(input: { fullName: string; username: string; appUrl: string }): EmailContent {
  const signInUrl = `${input.appUrl.replace(/\/+$/, '')}/auth`;
  const welcome = `Welcome to ${BRAND}! Your account "${input.username}" has been created.`;
  const invitation = 'Add your children, browse the weekly menu and order lunches delivered fresh to their school.';
  return letter({
    subject: `Welcome to ${BRAND}!`,
    greeting: input.fullName,
    sections: [
      {
        text: `${welcome}\n${invitation}`,
        html: [`Welcome to ${BRAND}! Your account <strong>${escapeHtml(input.username)}</strong> has been created.`, invitation],
      },
      action('Sign in', signInUrl, `Sign in to ${BRAND}`),
    ],
  });
}

export function passwordResetEmail(input: { fullName: string; resetUrl: string }): EmailContent {
  const request = `We received a request to reset the password of your ${BRAND} account.`;
  const rules = ['The link expires in one hour and can be used once.', 'If you did not ask for this, ignore this e-mail; your password stays as it is.'];
  return letter({
    subject: `Reset your ${BRAND} password`,
    greeting: input.fullName,
    sections: [
      { text: `${request}\nOpen this link to choose a new password:`, html: escapeHtml(request) },
      {
        text: input.resetUrl,
        html: [link(input.resetUrl, 'Choose a new password'), `Or copy this address into your browser:<br>${escapeHtml(input.resetUrl)}`],
      },
      { text: rules.join('\n'), html: rules.map(escapeHtml) },
    ],
    redactions: [input.resetUrl, escapeHtml(input.resetUrl)],
  });
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
  const cell = 'padding: 4px 12px 4px 0;';
  const rows = input.lunches.map(
    (lunch) =>
      `<tr><td style="${cell}">${escapeHtml(lunch.date)}</td><td style="${cell}">${escapeHtml(lunch.childName)}<br><span style="color: #6b7280;">${escapeHtml(lunch.school)}, Grade ${escapeHtml(lunch.grade)}</span></td><td style="${cell}">${escapeHtml(lunch.lunchOptions.join(', '))}</td><td style="padding: 4px 0; text-align: right;">${escapeHtml(lunch.price)}</td></tr>`,
  );
  const table = [
    '<table style="border-collapse: collapse;">',
    '<tr><th align="left">Date</th><th align="left">For</th><th align="left">Lunch</th><th align="right">Price</th></tr>',
    ...rows,
    `<tr><td colspan="3" style="padding-top: 8px;"><strong>Total</strong></td><td style="padding-top: 8px; text-align: right;"><strong>${escapeHtml(input.total)}</strong></td></tr>`,
    '</table>',
  ].join('\n');
  return letter({
    subject,
    greeting: input.parentName,
    sections: [
      words(`Thank you for your order! ${count === 1 ? 'This lunch is' : 'These lunches are'} booked:`),
      { text: [...input.lunches.map((lunch) => `- ${lineOf(lunch)}`), '', `Total: ${input.total}`].join('\n'), html: table },
      headed('How to pay', howToPay),
      headed('Changes and cancellations', [changes]),
      yourOrders(input.appUrl),
    ],
  });
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
  const why = input.byClosure
    ? `There is no lunch service on that day${input.closureReason ? ` (${input.closureReason})` : ''}, so ${count === 1 ? 'this lunch was' : 'these lunches were'} cancelled:`
    : `As you asked, ${count === 1 ? 'this lunch was' : 'these lunches were'} cancelled:`;
  const lines = input.lunches.map(lunchLine);
  const credit = input.credited
    ? `${input.credited} was credited to your account. It is used automatically at your next checkout.`
    : 'Nothing had been paid for it, so there is no credit.';
  return letter({
    subject,
    greeting: input.parentName,
    sections: [words(why), bullets(lines), words(credit), yourOrders(input.appUrl)],
  });
}

/** One lunch of a dish that now contains something the child is allergic to. */
export interface AllergenAlertLunch {
  childName: string;
  /** The long weekday date. */
  date: string;
  /** The new allergens the child is allergic to, in words ('peanuts and sesame'). */
  allergens: string;
}

/**
 * A dish gained an allergen after the parent ordered it (issue 13 section 2): one e-mail per parent
 * naming each child, day and allergen, so they can cancel or change the lunch before its deadline.
 */
export function allergenAlertEmail(input: { parentName: string; menuItem: string; lunches: AllergenAlertLunch[]; appUrl: string }): EmailContent {
  const lines = input.lunches.map((lunch) => `${lunch.date}: ${lunch.childName} is allergic to ${lunch.allergens}`);
  return letter({
    subject: `Allergen alert: ${input.menuItem} now contains something your child is allergic to`,
    greeting: input.parentName,
    sections: [
      words(`The kitchen changed ${input.menuItem}: it now contains an allergen. These lunches you ordered are affected:`),
      bullets(lines),
      words('The kitchen will check these lunches. You can cancel a lunch from your orders before its ordering deadline.'),
      yourOrders(input.appUrl),
    ],
  });
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
  const paid = input.status === 'paid';
  const subject = paid ? `Payment received: ${input.paymentReference}` : `Payment not received: ${input.paymentReference}`;
  const lead = paid
    ? `We have received your payment of ${input.amountDue} (reference ${input.paymentReference}). These lunches are paid:`
    : `We could not find your payment of ${input.amountDue} (reference ${input.paymentReference}), so it was marked as failed. These lunches are not paid yet:`;
  const after = paid
    ? 'Thank you!'
    : `Please pay ${input.amountDue} with PayPal or Zelle and write the reference ${input.paymentReference} in the note, or reply to this e-mail if you have paid already.`;
  const lines = input.lunches.map(lunchLine);
  return letter({
    subject,
    greeting: input.parentName,
    sections: [words(lead), bullets(lines), words(after), yourOrders(input.appUrl)],
  });
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
  const subject = `Reminder: your lunch payment ${input.paymentReference} is still open`;
  const lines = [
    `We have not received your payment of ${input.amountDue} (reference ${input.paymentReference}) yet. Your first lunch of this order is on ${input.firstLunch}.`,
    `Please pay with PayPal or Zelle and write the reference ${input.paymentReference} in the note. Until its ordering deadline (${input.deadline}) you can also cancel a lunch in your order history.`,
    'If you have paid already, thank you, and please ignore this reminder.',
  ];
  return letter({ subject, greeting: input.parentName, sections: [...lines.map(words), yourOrders(input.appUrl)] });
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
  const title = `${BRAND} - ${heading}`;
  return letter({ subject: input.subject, sections: [{ text: title, html: `<strong>${escapeHtml(title)}</strong>` }, typedText(input.message)] });
}

/** The Users tab's send e-mail: the administrator's words to one person. */
export function directEmail(input: { fullName: string; subject: string; message: string }): EmailContent {
  return letter({ subject: input.subject, greeting: input.fullName, sections: [typedText(input.message)] });
}

/** The Settings tab's 'Test Email System'. */
export function testEmail(input: { fullName: string; sentAt: string }): EmailContent {
  const lines = [
    `This is a test e-mail from the ${BRAND} Test Email System, sent ${input.sentAt}.`,
    'If you can read it, e-mails from the admin dashboard reach their recipients.',
  ];
  return letter({ subject: `${BRAND} test e-mail`, greeting: input.fullName, sections: [{ text: lines.join('\n'), html: lines.map(escapeHtml) }] });
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
  return letter({
    subject,
    greeting: input.userName,
    sections: [
      {
        text: `${about.join('\n')}${input.message ? `:\n"${input.message}"` : ''}`,
        html: `${about.map(escapeHtml).join('<br>')}${input.message ? `:<br><em>${escapeHtml(input.message)}</em>` : ''}`,
      },
      headed('Response from Admin:', input.adminResponse.split('\n')),
      action('See your feedback history', input.feedbackUrl, 'See your feedback history'),
    ],
  });
}
