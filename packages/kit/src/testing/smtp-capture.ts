import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type AddressObject } from 'mailparser';

export interface CapturedMail {
  from: string;
  /** Envelope recipients (what the sender asked the server to deliver to). */
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface SmtpCaptureOptions {
  /**
   * Refuse recipients the way a real server does: the first `times` RCPT commands (all of them when
   * `times` is left out) are answered with `code` (default 451, a temporary failure).
   */
  refuse?: { times?: number; code?: number };
}

export interface SmtpCapture {
  /** smtp://127.0.0.1:<port> */
  url: string;
  /** Every accepted message, in arrival order. */
  messages: CapturedMail[];
  /** How many RCPT commands were refused so far (a sender's retries show up here). */
  refusedCount(): number;
  /** Resolves with the first message (already received or still to come) that matches. */
  waitFor(predicate: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  stop(): Promise<void>;
}

/** A real SMTP server for tests: no auth, no TLS, accepts (or refuses, if asked) everything. */
export async function startSmtpCapture(options: SmtpCaptureOptions = {}): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const waiters = new Set<{ predicate: (mail: CapturedMail) => boolean; resolve: (mail: CapturedMail) => void }>();
  let refused = 0;

  const server = new SMTPServer({
    authOptional: true,
    // STARTTLS would make clients negotiate TLS against a self-signed certificate.
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      const refuse = options.refuse;
      if (refuse && (refuse.times === undefined || refused < refuse.times)) {
        refused += 1;
        const error = new Error('Mailbox temporarily unavailable (test capture refuses)') as Error & { responseCode: number };
        error.responseCode = refuse.code ?? 451;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: CapturedMail = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : (firstAddress(parsed.from) ?? ''),
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          };
          messages.push(mail);
          for (const waiter of waiters) {
            if (waiter.predicate(mail)) {
              waiters.delete(waiter);
              waiter.resolve(mail);
            }
          }
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
    refusedCount: () => refused,
    waitFor(predicate, timeoutMs = 5000) {
      const already = messages.find(predicate);
      if (already) return Promise.resolve(already);
      return new Promise<CapturedMail>((resolve, reject) => {
        const waiter = {
          predicate,
          resolve: (mail: CapturedMail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const seen = messages.map((mail) => `${mail.to.join(',')}: ${mail.subject}`).join('; ') || 'none';
          reject(new Error(`no matching e-mail within ${timeoutMs} ms (received: ${seen})`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function firstAddress(from: AddressObject | undefined): string | undefined {
  return from?.value[0]?.address;
}
