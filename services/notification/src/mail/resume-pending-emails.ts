// The background task that picks up e-mails a crash or a dead replica left pending.
import type { Logger } from 'pino';
import { now } from '@lunchbox/kit/process/clock';
import type { Database } from '@lunchbox/kit/db/database';
import type { Stoppable } from '@lunchbox/kit/process/start-service';
import type { EmailSender } from './email-sender.ts';
import { findUnclaimedPending } from './mail-repository.ts';

interface ResumeDeps {
  db: Database;
  log: Logger;
  emailSender: EmailSender;
}

/** Sends at start, and then every `everyMs`, the pending e-mails nobody holds; stopping ends the retries. */
export function resumePendingEmails(deps: ResumeDeps, everyMs: number): Stoppable {
  let resuming: Promise<void> = Promise.resolve();
  const resume = () => {
    resuming = resumeOnce(deps).catch((error: unknown) => deps.log.error({ err: error }, 'resuming pending e-mails failed'));
  };
  resume();
  const timer = setInterval(resume, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all([deps.emailSender.stop(), resuming]);
    },
  };
}

/** Delivers every pending e-mail nobody is working on (those a crash left behind), one after the other. */
async function resumeOnce({ db, log, emailSender }: ResumeDeps): Promise<void> {
  if (emailSender.stopping) return;
  const ids = await findUnclaimedPending(db, now());
  if (ids.length > 0) log.info({ count: ids.length }, 'resuming pending e-mails');
  for (const id of ids) {
    if (emailSender.stopping) return;
    await emailSender.deliver(id);
  }
}
