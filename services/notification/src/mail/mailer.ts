import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import { now } from '@lunchbox/kit/process/clock';
import type { MailSettings } from '../config.ts';

/** What the mailer needs of the service's mail settings. */
export type MailerSettings = Pick<MailSettings, 'smtpUrl' | 'from' | 'dataDir'>;

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one-click unsubscribe address: the List-Unsubscribe and List-Unsubscribe-Post headers (RFC 8058). */
  listUnsubscribe?: string | null;
}

export interface Mailer {
  readonly kind: 'smtp' | 'eml';
  /** Resolves when the server accepted the message (or the file is written); rejects otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createMailer(settings: MailerSettings): Mailer {
  return settings.smtpUrl ? createSmtpMailer(settings.smtpUrl, settings.from) : createEmlMailer(path.resolve(settings.dataDir, 'mail'), settings.from);
}

function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // nodemailer's defaults wait minutes for a silent server; a consumer should learn of it sooner.
  // Pooled: a connection per e-mail would pay the server's greeting each time (smtp-server, as in
  // the cluster's capture, pauses 100 ms before it greets, to catch clients that talk too soon).
  const transport = nodemailer.createTransport(
    new SMTPPool({
      url: smtpUrl,
      pool: true,
      maxConnections: 5,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      getSocket: connectWithoutDelay,
    }),
  );
  const messageOf = messagesFrom(from);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail(messageOf(mail));
    },
    close: () => transport.close(),
  };
}

/**
 * Our e-mails are mostly Latin text, for which nodemailer would pick quoted-printable anyway; left to
 * choose, it counts every letter of each part with a global regular expression (two arrays as long as
 * the text, per part, twice per message): a sixteenth of a rush checkout's allocations.
 */
const TEXT_ENCODING = 'quoted-printable';

/** What nodemailer takes, with the boundary's random part, which its types leave out. */
type MessageOptions = nodemailer.SendMailOptions & { baseBoundary: string };

/**
 * nodemailer's message of an e-mail from `from`. The Message-ID and the boundary are drawn here
 * from randomUUID's cached random bytes, in nodemailer's own form: it would make six calls for
 * random bytes per message, a twentieth of writing one. The List-Unsubscribe header is written
 * as nodemailer's `list` option writes it (<url>), as a header, so the .eml mailer's composer,
 * which knows no `list`, writes it too; the one-click POST marker is a header of its own.
 */
function messagesFrom(from: string): (mail: OutgoingMail) => MessageOptions {
  const domain = /@([^@\s<>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return ({ listUnsubscribe, ...mail }) => ({
    from,
    textEncoding: TEXT_ENCODING,
    messageId: `<${randomUUID()}@${domain}>`,
    baseBoundary: randomUUID().replace(/-/g, '').slice(0, 16),
    ...mail,
    ...(listUnsubscribe
      ? {
          headers: {
            'List-Unsubscribe': { prepared: true, foldLines: true, value: `<${listUnsubscribe}>` },
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  });
}

/**
 * nodemailer writes a message in several small pieces; with Nagle's algorithm on, each piece after
 * the first waits for the server's delayed acknowledgement (40 ms), so every e-mail would take
 * 40–50 ms longer than its bytes need. The pool takes this already connected socket instead
 * (and still upgrades it to TLS when the URL asks for it).
 */
function connectWithoutDelay(options: SMTPPool.Options, callback: (error: Error | null, socketOptions?: { connection: net.Socket }) => void): void {
  const port = Number(options.port) || (options.secure ? 465 : 587);
  const socket = net.connect({ host: options.host ?? 'localhost', port, noDelay: true, timeout: options.connectionTimeout });
  const fail = (error: Error) => {
    socket.destroy();
    callback(error);
  };
  socket.once('timeout', () => fail(Object.assign(new Error('Connection timeout'), { code: 'ETIMEDOUT' })));
  socket.once('error', fail);
  socket.once('connect', () => {
    socket.removeListener('error', fail);
    socket.removeAllListeners('timeout');
    socket.setTimeout(0);
    callback(null, { connection: socket });
  });
}

/** The embedded default's "mail server": each message as a file a person can open in a mail client. */
function createEmlMailer(folder: string, from: string): Mailer {
  const messageOf = messagesFrom(from);
  return {
    kind: 'eml',
    async send(mail) {
      // nodemailer's composer without a transport's plugin steps, logging and hops through the event
      // loop. Its lines end in CRLF, as SMTP wants; the files always had the Unix line ends of the
      // stream transport's `newline: 'unix'`, which is what those who read them expect.
      const message = (await new MailComposer(messageOf(mail)).compile().build()).toString('utf8').replace(/\r\n/g, '\n');
      const stamp = now().toISOString().replace(/[:.]/g, '-');
      const recipient = mail.to.replace(/[^A-Za-z0-9@._-]/g, '_');
      const file = path.join(folder, `${stamp}-${recipient}-${randomUUID().slice(0, 6)}.eml`);
      // Written under a temporary name first, so whoever watches the folder never reads half a message.
      // The folder is made when a write finds it missing, not before every message (a rush writes hundreds a second).
      // Synchronously: for a file of a few kilobytes, the promise versions' hops through the thread pool
      // cost more CPU than the write (a confirmation's whole send took 690 µs with them, 570 without),
      // and the write holds the event loop for less than those hops cost it.
      try {
        writeFileSync(`${file}.tmp`, message);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        mkdirSync(folder, { recursive: true });
        writeFileSync(`${file}.tmp`, message);
      }
      renameSync(`${file}.tmp`, file);
    },
    close: () => {},
  };
}
