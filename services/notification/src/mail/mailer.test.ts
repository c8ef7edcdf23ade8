import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { simpleParser } from 'mailparser';
import { lunchDateText, moneyText } from './email-language.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { orderConfirmationEmail, type ConfirmedLunch } from './templates.ts';

/** A rush's confirmation: ten lunches for two children, in English, to a parent whose name is not ASCII, a child's with quotes and a bracket. */
function confirmation() {
  const children = [
    { childName: 'Zoë', school: 'Sutter Elementary', grade: '3' },
    { childName: 'Ben "Benny" O\'Brien <3', school: 'Bucher Middle School', grade: '7' },
  ];
  const dates = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];
  const lunches = dates.flatMap((date) =>
    children.map((child): ConfirmedLunch => ({
      ...child,
      date: lunchDateText(date, 'en'),
      lunchOptions: ['Veggie Pasta', 'Apple'],
      price: moneyText(550, 'en'),
    })),
  );
  return orderConfirmationEmail({
    parentName: 'José Núñez',
    lunches,
    total: moneyText(5500, 'en'),
    appUrl: 'http://lunchbox.test',
    timeZone: 'America/Los_Angeles',
  });
}

describe('the .eml mailer (embedded default)', () => {
  let dataDir: string;
  let mailer: Mailer;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'lunchbox-eml-'));
    mailer = createMailer({ smtpUrl: undefined, from: 'Lunchbox <no-reply@lunchbox.test>', dataDir });
  });

  afterAll(() => {
    mailer?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function written(to: string, listUnsubscribe?: string) {
    const content = confirmation();
    await mailer.send({ to, subject: content.subject, text: content.text, html: content.html, listUnsubscribe: listUnsubscribe ?? null });
    const file = readdirSync(path.join(dataDir, 'mail')).find((name) => name.endsWith('.eml') && name.includes(to));
    expect(file).toBeDefined();
    const raw = readFileSync(path.join(dataDir, 'mail', file!), 'utf8');
    return { content, raw, parsed: await simpleParser(raw) };
  }

  it('when a confirmation is written, then a mail client reads the HTML and the text it was made from, the parent’s name with its accents', async () => {
    const { content, raw, parsed } = await written('jose@example.org');

    expect(parsed.html).toBe(content.html);
    expect(String(parsed.html)).toContain('Hello José Núñez,');
    expect(String(parsed.html)).toContain('Zoë');
    // A name is text, never markup: its quotes and brackets are escaped, and read back as typed.
    expect(String(parsed.html)).toContain('Ben &quot;Benny&quot; O&#39;Brien &lt;3');
    expect(parsed.text).toContain('Ben "Benny" O\'Brien <3');
    // The plain text, with its accents, is quoted-printable as before.
    expect(raw).toMatch(/Content-Type: text\/plain; charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n/);
    // Unix line ends, as the files always had.
    expect(raw).not.toContain('\r');
    expect(parsed.text?.trim()).toBe(content.text);
    expect(parsed.subject).toBe(content.subject);
    expect(parsed.messageId).toMatch(/^<[0-9a-f-]{36}@lunchbox\.test>$/);
    expect(parsed.date).toBeInstanceOf(Date);
  });

  it('when an e-mail may be turned off, then its file carries the one-click unsubscribe headers', async () => {
    const unsubscribe = 'http://lunchbox.test/unsubscribe?token=abc123';
    const { parsed } = await written('reader@example.org', unsubscribe);

    const lines = Object.fromEntries(parsed.headerLines.map(({ key, line }) => [key, line.replace(/\r\n\s+/g, ' ')]));
    expect(lines['list-unsubscribe']).toBe(`List-Unsubscribe: <${unsubscribe}>`);
    expect(lines['list-unsubscribe-post']).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });
});
