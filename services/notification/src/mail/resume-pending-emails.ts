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

/**
 * Sends at start, and then every `everyMs`, the pending e-mails nobody holds; stopping ends the
 * retries. A pass still working through them when the next is due goes on, and that one is skipped.
 */
export function resumePendingEmails(deps: ResumeDeps, everyMs: number): Stoppable {
  let resuming: Promise<void> | null = null;
  const resume = () => {
    if (resuming) return;
    resuming = resumeOnce(deps)
      .catch((error: unknown) => deps.log.error({ err: error }, 'resuming pending e-mails failed'))
      .finally(() => {
        resuming = null;
      });
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

/**
 * Delivers every pending e-mail nobody is working on (those a crash left behind, or a replica that
 * stopped handed back), one after the other, page after page until none is left: a replica stopping
 * under a backlog of events records their e-mails without sending them, hundreds in its drain, and
 * one page of them per interval would hold the last back for minutes. Each pass goes through the
 * e-mails in id order once, so one that stays pending (sent by nobody) does not keep it going.
 */
async function resumeOnce({ db, log, emailSender }: ResumeDeps): Promise<void> {
  let afterId = 0;
  for (;;) {
    if (emailSender.stopping) return;
    const ids = await findUnclaimedPending(db, now(), afterId);
    if (ids.length === 0) return;
    log.info({ count: ids.length, fromId: ids[0] }, 'resuming pending e-mails');
    for (const id of ids) {
      if (emailSender.stopping) return;
      await emailSender.deliver(id);
    }
    afterId = ids.at(-1)!;
  }
}
