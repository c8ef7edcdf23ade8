// Our e-mails as RFC 5322 text without nodemailer's message pipeline: every e-mail of ours is the
// same shape (text and HTML as multipart/alternative, quoted-printable, one recipient), and
// composing it through nodemailer's plugins, MIME tree and streams cost a third of a millisecond
// of CPU each, the largest part of the notification service's share of a rush checkout.
import { randomBytes } from 'node:crypto';
import mimeFuncs from 'nodemailer/lib/mime-funcs/index.js';
import MimeNode from 'nodemailer/lib/mime-node/index.js';

export interface MimeParts {
  to: string;
  subject: string;
  text: string;
  html: string;
  listUnsubscribe?: string | null;
}

/** What one sender's messages share: the From header as nodemailer writes it, and the domain of its Message-IDs. */
export interface MimeSender {
  fromHeader: string;
  domain: string;
}

/** The From header and Message-ID domain of `from`, worked out once by nodemailer's own header code (display names, punycode). */
export function mimeSenderOf(from: string): MimeSender {
  const node = new MimeNode('text/plain').setHeader('From', from);
  const fromHeader = /^From: .*(?:\r\n[ \t].*)*/m.exec(node.buildHeaders())?.[0]?.replace(/\r\n/g, '\n');
  const address = node.getEnvelope().from;
  return { fromHeader: fromHeader ?? `From: ${from}`, domain: (address || 'localhost').split('@').pop()! };
}

/** A plain address nodemailer would write unchanged (no display name, no punycode, nothing to quote). */
const PLAIN_ADDRESS = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9.-]+$/;
/** An http(s) URL nodemailer would write as `<url>` unchanged. */
const PLAIN_URL = /^https?:[^\s<>]+$/;

/**
 * The message with LF line ends, as nodemailer's stream transport writes it with `newline: 'unix'`,
 * or null when the mail is not the plain shape this writes (the caller then lets nodemailer compose it).
 */
export function mimeMessage(sender: MimeSender, mail: MimeParts, date: Date): string | null {
  if (!PLAIN_ADDRESS.test(mail.to) || (mail.listUnsubscribe && !PLAIN_URL.test(mail.listUnsubscribe))) return null;
  const boundary = `--_NmP-${randomBytes(8).toString('hex')}-Part_1`;
  const headers = [
    ...(mail.listUnsubscribe ? ['List-Unsubscribe-Post: List-Unsubscribe=One-Click'] : []),
    sender.fromHeader,
    `To: ${mail.to}`,
    // As nodemailer encodes a header: every word once any needs it (some clients drop the spaces between encoded and plain words).
    foldHeader(`Subject: ${encodeWords(mail.subject.replace(/\r?\n|\r/g, ' '), 'Q', 52, true)}`),
    `Message-ID: <${messageIdOf(sender.domain)}>`,
    ...(mail.listUnsubscribe ? [foldHeader(`List-Unsubscribe: <${mail.listUnsubscribe}>`)] : []),
    `Date: ${date.toUTCString().replace(/GMT/, '+0000')}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative;\n boundary="${boundary}"`,
  ];
  return [
    headers.join('\n'),
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    quotedPrintable(mail.text),
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    quotedPrintable(mail.html),
    `--${boundary}--`,
    '',
  ].join('\n');
}

/** nodemailer's header encoder; its fourth argument (encode every word) is missing from the type declarations. */
const encodeWords = mimeFuncs.encodeWords.bind(mimeFuncs) as (value: string, encoding: 'Q', maxLength: number, encodeAll: boolean) => string;

function foldHeader(line: string): string {
  return mimeFuncs.foldLines(line, 76).replace(/\r\n/g, '\n');
}

/** UUID-like, as nodemailer makes them. */
function messageIdOf(domain: string): string {
  const hex = randomBytes(16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}@${domain}`;
}

/**
 * Characters quoted-printable must encode (RFC 2045 6.7): anything but printable ASCII, tab and line
 * ends, `=`, and a space or tab that ends a line. Matched by code point, encoded as their UTF-8 bytes.
 */
const MUST_ENCODE = /[^\t\n\r\x20-\x3c\x3e-\x7e]|[ \t](?=[\r\n]|$)/gu;

function encodedBytes(character: string): string {
  let encoded = '';
  for (const byte of Buffer.from(character, 'utf8')) encoded += `=${byte < 0x10 ? '0' : ''}${byte.toString(16).toUpperCase()}`;
  return encoded;
}

/** The text quoted-printable: what nodemailer's encoder writes, each line longer than 76 characters soft-broken. */
export function quotedPrintable(text: string): string {
  // Line ends as the stream transport writes them with `newline: 'unix'`.
  const encoded = text.replace(/\r\n?/g, '\n').replace(MUST_ENCODE, encodedBytes);
  return encoded.split('\n').map(softBroken).join('\n');
}

/**
 * A line in pieces of at most 75 characters, each ended by the soft break `=` (RFC 2045's 76 in all),
 * never inside an encoded byte. nodemailer's own wrap looks for a space to break at with regular
 * expressions, most of an e-mail's CPU for the long lines of its HTML; a reader joins the pieces either way.
 */
function softBroken(line: string): string {
  if (line.length <= 76) return line;
  let broken = '';
  let start = 0;
  while (line.length - start > 76) {
    let end = start + 75;
    const lastEncoded = line.lastIndexOf('=', end - 1);
    if (lastEncoded > end - 3) end = lastEncoded;
    broken += `${line.slice(start, end)}=\n`;
    start = end;
  }
  return broken + line.slice(start);
}
