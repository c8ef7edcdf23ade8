import { observerPool } from '@lunchbox/kit/testing/postgres';
import type { SmtpCapture } from '@lunchbox/kit/testing/smtp-capture';

/** Generous: the events go through the outbox, the bus and the notification service, on a busy machine too. */
const SETTLE_MS = 15_000;

const SERVICE_SCHEMAS = ['identity', 'menu', 'ordering', 'notification'];
/**
 * Tables a refused request may still touch without writing anything of the caller's: the bus's
 * bookkeeping, captcha challenges (GET /api/captcha makes one) and sessions (signing out ends one).
 */
const NOT_DATA = new Set(['outbox', 'inbox', 'captcha_challenges', 'sessions', 'two_factor_challenges', 'webauthn_challenges']);

export interface RowCounter {
  counts(): Promise<Record<string, number>>;
  /**
   * Resolves once the notification service has handled every registration so far (it knows each
   * user and sent each one's welcome e-mail), so that counts taken afterwards do not move on their own.
   */
  registrationsHandled(mail: SmtpCapture, emails: string[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * Tables only event consumers write (read models, e-mail history and deliveries): they keep changing
 * for a while after an accepted write, so a test that mixes accepted and refused requests leaves them out.
 */
export const EVENT_FED_TABLES = [
  'ordering.children',
  'ordering.menu_items',
  'ordering.deleted_users',
  'notification.users',
  'notification.deleted_users',
  'notification.email_notifications',
  'notification.email_deliveries',
  'notification.order_activity',
];

/** How many rows each service table holds, to show that a refused request wrote nothing. */
export async function rowCounter(databaseUrl: string, options: { ignore?: string[] } = {}): Promise<RowCounter> {
  const pool = observerPool(databaseUrl, 1);
  const tables = await pool.query<{ name: string }>(
    `select quote_ident(table_schema) || '.' || quote_ident(table_name) as name
       from information_schema.tables
      where table_schema = any($1) and table_type = 'BASE TABLE' and not (table_name = any($2))
      order by 1`,
    [SERVICE_SCHEMAS, [...NOT_DATA]],
  );
  const ignored = new Set(options.ignore ?? []);
  const sql = tables.rows
    .filter(({ name }) => !ignored.has(name))
    .map(({ name }) => `select '${name}' as name, count(*)::int as rows from ${name}`)
    .join(' union all ');
  const counts = async () => {
    const result = await pool.query<{ name: string; rows: number }>(sql);
    return Object.fromEntries(result.rows.map(({ name, rows }) => [name, rows]));
  };
  return {
    counts,
    async registrationsHandled(mail, emails) {
      await Promise.all(emails.map((email) => mail.waitFor((message) => message.to.includes(email), SETTLE_MS)));
      const deadline = Date.now() + SETTLE_MS;
      for (;;) {
        const now = await counts();
        if (now['notification.users'] === now['identity.users']) return;
        if (Date.now() > deadline) throw new Error(`the notification service did not learn of every user: ${JSON.stringify(now)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => pool.end(),
  };
}
