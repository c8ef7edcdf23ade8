import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import { simpleParser, type ParsedMail } from 'mailparser';
import nodemailer from 'nodemailer';
import { mimeMessage, mimeSenderOf, type MimeParts } from './mime-message.ts';

const nodemailerFiles = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

async function byNodemailer(from: string, { listUnsubscribe, ...mail }: MimeParts): Promise<ParsedMail> {
  const info = await nodemailerFiles.sendMail({
    from,
    textEncoding: 'quoted-printable',
    ...mail,
    ...(listUnsubscribe ? { list: { unsubscribe: listUnsubscribe }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : {}),
  });
  return simpleParser(info.message);
}

/** What a person's mail client shows of a message. */
function asRead(mail: ParsedMail) {
  return {
    from: mail.from?.text,
    to: Array.isArray(mail.to) ? mail.to.map((to) => to.text) : mail.to?.text,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    listUnsubscribe: mail.headers.get('list-unsubscribe'),
    listUnsubscribePost: mail.headers.get('list-unsubscribe-post'),
    messageIdDomain: mail.messageId?.split('@')[1],
  };
}

const LONG_LINE = `Monday, November 23, 2026: Pasta, Apple, Milk for Emma (Sutter Elementary, grade 3) ${'$5.50 '.repeat(20)}`;

const mails: Array<[string, string, MimeParts]> = [
  [
    'a plain English confirmation',
    'Lunchbox <no-reply@lunchbox.test>',
    {
      to: 'pat@example.org',
      subject: 'Your Lunchbox order: 3 lunches, $16.50',
      text: `Hello Pat,\n\n${LONG_LINE}\nTotal: $16.50\n`,
      html: `<p>Hello Pat,</p><ul><li>${LONG_LINE}</li></ul>`,
    },
  ],
  [
    'Spanish with accents, a dash and an emoji, trailing spaces and tabs, = signs and CRLF',
    '"Comedor Ñandú" <comedor@escuela.test>',
    {
      to: 'ana.maria+lunch@example.org',
      subject: 'Su pedido — 2 almuerzos, 11,00 $ 🍎',
      text: `Hola Ana María, \r\nsu pedido está confirmado.\t\nA=B ${'ñ'.repeat(60)}\n${'x'.repeat(200)}`,
      html: `<p style="color:#333">Hola — ${'é'.repeat(90)}</p> `,
      listUnsubscribe: 'https://lunchbox.test/api/notifications/unsubscribe?token=abc.def-ghi_123',
    },
  ],
];

describe('e-mails written as files without nodemailer composing them', () => {
  for (const [what, from, mail] of mails) {
    test(`when ${what} is written, then a mail reader shows what nodemailer's message shows`, async () => {
      const written = mimeMessage(mimeSenderOf(from), mail, new Date('2026-11-23T08:00:00Z'));
      assert.ok(written);
      assert.ok(!written.includes('\r'), 'LF line ends only');
      assert.ok(
        written.split('\n').every((line) => line.length <= 76),
        'no line longer than quoted-printable allows',
      );
      const parsed = await simpleParser(written);
      assert.deepEqual(asRead(parsed), asRead(await byNodemailer(from, mail)));
      assert.equal(parsed.date?.toISOString(), '2026-11-23T08:00:00.000Z');
    });
  }

  test('when the recipient or the unsubscribe address is not plain, then nothing is written here (nodemailer composes it)', () => {
    const sender = mimeSenderOf('Lunchbox <no-reply@lunchbox.test>');
    const base = { subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' };
    assert.equal(mimeMessage(sender, { ...base, to: 'Pat <pat@example.org>' }, new Date()), null);
    assert.equal(mimeMessage(sender, { ...base, to: 'pat@exämple.org' }, new Date()), null);
    assert.equal(mimeMessage(sender, { ...base, to: 'pat@example.org', listUnsubscribe: 'mailto:unsubscribe@lunchbox.test' }, new Date()), null);
  });
});
