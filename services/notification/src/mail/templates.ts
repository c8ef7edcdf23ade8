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
