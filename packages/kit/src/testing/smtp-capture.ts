import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type AddressObject } from 'mailparser';

export interface CapturedMail {
  from: string;
  /** Envelope recipients (what the sender asked the server to deliver to). */
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Each header as the sender wrote it (unfolded), by its lower-cased name; a repeated header keeps its last line. */
  headers: Record<string, string>;
  /** When the capture accepted it (ISO time). */
  receivedAt: string;
}

export interface SmtpCaptureOptions {
  /**
   * Refuse recipients the way a real server does: the first `times` RCPT commands (all of them when
   * `times` is left out) are answered with `code` (default 451, a temporary failure).
   */
  refuse?: { times?: number; code?: number };
  /**
   * Keep every message as a JSON file in this folder, written (and flushed to the disk) before the
   * server answers 250: what the sender was told is delivered survives a crash of the capture.
   */
  saveTo?: string;
  /** Awaited before a message is accepted: the sender waits for the server's 250 meanwhile (a slow server, a send in flight). */
  beforeAccept?: (mail: CapturedMail) => Promise<void>;
  /** Called with each message once it is accepted (and saved, with its file). */
  onAccepted?: (mail: CapturedMail, file?: string) => void;
}

export interface SmtpCapture {
  /** smtp://127.0.0.1:<port> */
  url: string;
  /** Every accepted message, in arrival order. */
  messages: CapturedMail[];
  /** How many RCPT commands were refused so far (a sender's retries show up here). */
  refusedCount(): number;
  /** Resolves with the first message (already received or still to come) that matches; the default deadline (20 s) allows for a loaded CI machine. */
  waitFor(predicate: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  stop(): Promise<void>;
}

/** A real SMTP server for tests: no auth, no TLS, accepts (or refuses, if asked) everything. */
export async function startSmtpCapture(options: SmtpCaptureOptions = {}): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const waiters = new Set<{ predicate: (mail: CapturedMail) => boolean; resolve: (mail: CapturedMail) => void }>();
  let refused = 0;
  if (options.saveTo) await mkdir(options.saveTo, { recursive: true });

  const server = new SMTPServer({
    authOptional: true,
    // STARTTLS would make clients negotiate TLS against a self-signed certificate.
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    // The client's host name is not needed here, and looking it up delays every greeting.
    disableReverseLookup: true,
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
        .then(async (parsed) => {
          const mail: CapturedMail = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : (firstAddress(parsed.from) ?? ''),
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers: Object.fromEntries(
              parsed.headerLines.map(({ key, line }) => [
                key,
                line
                  .slice(line.indexOf(':') + 1)
                  .replace(/\r?\n\s+/g, ' ')
                  .trim(),
              ]),
            ),
            receivedAt: new Date().toISOString(),
          };
          await options.beforeAccept?.(mail);
          const file = options.saveTo ? await saveMail(options.saveTo, mail) : undefined;
          messages.push(mail);
          options.onAccepted?.(mail, file);
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
    waitFor(predicate, timeoutMs = 20_000) {
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

/** Written under a temporary name and renamed, so a reader of the folder never sees half a message. */
async function saveMail(folder: string, mail: CapturedMail): Promise<string> {
  const name = `${Date.now()}-${randomUUID().slice(0, 8)}.json`;
  const file = path.join(folder, name);
  const partial = path.join(folder, `.${name}.partial`);
  await writeFile(partial, JSON.stringify(mail, null, 2), { flush: true });
  await rename(partial, file);
  return file;
}

function firstAddress(from: AddressObject | undefined): string | undefined {
  return from?.value[0]?.address;
}
