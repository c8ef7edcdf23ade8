// The one layout of every e-mail and the parts letters are made of, in both forms (plain text and HTML).
import type { TFunction } from 'i18next';

/** The content of one e-mail, the same for every recipient. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
  /** Secrets in the content (a reset link) that the history must not keep once the e-mail is done. */
  redactions?: string[];
  /** The one-click unsubscribe address (RFC 8058) of an e-mail the reader may turn off. */
  listUnsubscribe?: string;
}

export const BRAND = 'Lunchbox';

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** In one pass: a letter escapes every line it shows, and five passes were about 4 % of writing a confirmation. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ENTITIES[character]!);
}

/** The recipient's language ('en' or 'es'); English when not given. */
export interface InLanguage {
  language?: string | undefined;
}

/** One part of a letter, in both forms: its plain text, and the HTML paragraphs it becomes. */
export interface Section {
  text: string;
  html: string | string[];
}

/** Plain words: the same text in both forms, escaped for HTML. */
export function words(text: string): Section {
  return { text, html: text.split('\n').map(escapeHtml).join('<br>') };
}

/** A bulleted list: '- ' lines in text, a <ul> in HTML. */
export function bullets(lines: string[]): Section {
  return { text: lines.map((line) => `- ${line}`).join('\n'), html: `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` };
}

/** A bold heading over its lines. */
export function headed(heading: string, lines: string[]): Section {
  return { text: [heading, ...lines].join('\n'), html: `<strong>${escapeHtml(heading)}</strong><br>${lines.map(escapeHtml).join('<br>')}` };
}

/** Where the reader goes next: the address in text, a link in HTML. */
export function action(textLabel: string, url: string, linkLabel: string): Section {
  return { text: `${textLabel}: ${url}`, html: link(url, linkLabel) };
}

/**
 * The one layout of every e-mail: the greeting, the sections, the team's signature; the text form
 * with a blank line between sections, the HTML form as a plain page (mail clients ignore most CSS).
 */
export function letter(t: TFunction, input: { subject: string; greeting?: string; sections: Section[]; redactions?: string[] }): EmailContent {
  const sections = [
    ...(input.greeting === undefined ? [] : [words(t('email.hello', { name: input.greeting }))]),
    ...input.sections,
    words(t('email.signature', { brand: BRAND })),
  ];
  const text = sections.map((section) => section.text).join('\n\n');
  const html = [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; line-height: 1.5; color: #1f2937;">',
    ...sections.flatMap((section) => (Array.isArray(section.html) ? section.html : [section.html])).map((paragraph) => `<p>${paragraph}</p>`),
    `<p style="color: #6b7280; font-size: 12px;">${t('email.footer', { brand: BRAND })}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: input.subject, text, html, ...(input.redactions ? { redactions: input.redactions } : {}) };
}

export function link(url: string, label: string): string {
  return `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;
}

/** The closing link of every e-mail about a parent's lunches: their order history. */
export function yourOrders(t: TFunction, appUrl: string): Section {
  return action(t('email.yourOrders'), `${appUrl.replace(/\/+$/, '')}/my-orders`, t('email.seeYourOrders'));
}
