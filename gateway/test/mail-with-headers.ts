import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { waitFor } from '@lunchbox/kit/testing/wait-for';

/** An accepted message with its header lines as sent (kit's capture keeps no headers). */
export interface MailWithHeaders {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Each header's unfolded value by its lower-case name, e.g. `list-unsubscribe`. */
  headers: Map<string, string>;
}

export interface HeaderCapture {
  /** smtp://127.0.0.1:<port>, for the system's SMTP_URL. */
  url: string;
  messages: MailWithHeaders[];
  /** The first message, already received or still to come, that matches. */
  waitFor(what: string, predicate: (mail: MailWithHeaders) => boolean): Promise<MailWithHeaders>;
  stop(): Promise<void>;
}

/**
 * A real SMTP server that keeps every message's headers, for the RFC 8058 headers (List-Unsubscribe,
 * List-Unsubscribe-Post) of the reminder e-mail. No auth, no TLS, accepts everything.
 */
export async function startHeaderCapture(): Promise<HeaderCapture> {
  const messages: MailWithHeaders[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    disableReverseLookup: true,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const headers = new Map(parsed.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).replace(/\r?\n\s+/g, ' ').trim()]));
          messages.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers,
          });
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor: (what, predicate) => waitFor(what, () => messages.find(predicate)).then((mail) => mail!),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
