import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { now } from '@lunchbox/kit/clock';

export interface MailSettings {
  /** smtp:// or smtps:// URL; without it every message is written as an .eml file under `${dataDir}/mail`. */
  smtpUrl?: string;
  /** The From header, e.g. "Lunchbox <no-reply@example.org>". */
  from: string;
  dataDir: string;
  /** Where links in e-mails point (the web app), e.g. http://localhost:4000. */
  appUrl: string;
  /** Attempts per recipient and the first pause between them (doubling each time). Default 3 and 500 ms. */
  retry?: { attempts?: number; backoffMs?: number };
  /** The schools' IANA zone, for times written in e-mails (default America/Los_Angeles). */
  schoolTimeZone?: string;
  /**
   * How long an administrator's send waits for its e-mails before answering with the record as it
   * stands (still pending; the history completes it). Default 25 s.
   */
  sendWaitMs?: number;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'eml';
  /** Resolves when the server accepted the message (or the file is written); rejects otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createMailer(settings: MailSettings): Mailer {
  return settings.smtpUrl ? createSmtpMailer(settings.smtpUrl, settings.from) : createEmlMailer(path.resolve(settings.dataDir, 'mail'), settings.from);
}

function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // nodemailer's defaults wait minutes for a silent server; a consumer should learn of it sooner.
  const transport = nodemailer.createTransport(new SMTPTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }));
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}

/** The embedded default's "mail server": each message as a file a person can open in a mail client. */
function createEmlMailer(folder: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'eml',
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      await mkdir(folder, { recursive: true });
      const stamp = now().toISOString().replace(/[:.]/g, '-');
      const recipient = mail.to.replace(/[^A-Za-z0-9@._-]/g, '_');
      const file = path.join(folder, `${stamp}-${recipient}-${randomBytes(3).toString('hex')}.eml`);
      // Written under a temporary name first, so whoever watches the folder never reads half a message.
      await writeFile(`${file}.tmp`, info.message);
      await rename(`${file}.tmp`, file);
    },
    close: () => transport.close(),
  };
}
