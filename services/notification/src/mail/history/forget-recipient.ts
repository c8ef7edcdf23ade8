// Forgetting a deleted user in the history (their own e-mails deleted, their address anonymised elsewhere).
import type { Transaction } from '@lunchbox/kit/db/database';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { emailDeliveries, emailNotifications } from '../../db/schema.ts';

const REMOVED_RECIPIENT_ERROR = "The recipient's account was deleted";

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Takes a deleted user out of the history. E-mails that were theirs alone (welcome, reset link,
 * order confirmations, feedback answers, e-mails an administrator sent them) are deleted with
 * their deliveries: their content is about that person throughout. In notifications they received
 * among others (an announcement), their address or phone number is replaced by "(removed #id)" and
 * taken out of the typed recipient lists and error texts, so the counts stay true without saying
 * who it was; a delivery still pending is not sent any more.
 */
export async function forgetRecipient(
  tx: Transaction,
  person: { userId: number; emails: string[]; phones: string[] },
): Promise<{ deletedEmails: number; anonymisedDeliveries: number }> {
  const ownDeliveries = await tx
    .select({ recipient: emailDeliveries.recipient, method: emailNotifications.method })
    .from(emailDeliveries)
    .innerJoin(emailNotifications, eq(emailNotifications.id, emailDeliveries.notificationId))
    .where(eq(emailNotifications.userId, person.userId));
  const emails = new Set(person.emails.map((email) => email.trim().toLowerCase()).filter(Boolean));
  const phones = new Set(person.phones.map((phone) => phone.trim()).filter(Boolean));
  for (const delivery of ownDeliveries) {
    if (delivery.method === 'whatsapp') phones.add(delivery.recipient);
    else emails.add(delivery.recipient.toLowerCase());
  }

  const deleted = await tx.delete(emailNotifications).where(eq(emailNotifications.userId, person.userId)).returning({ id: emailNotifications.id });

  const emailList = [...emails];
  const phoneList = [...phones];
  const matchesPerson = or(
    emailList.length ? and(eq(emailNotifications.method, 'email'), inArray(sql`lower(${emailDeliveries.recipient})`, emailList)) : sql`false`,
    phoneList.length ? and(eq(emailNotifications.method, 'whatsapp'), inArray(emailDeliveries.recipient, phoneList)) : sql`false`,
  );
  const affected = await tx
    .select({ id: emailDeliveries.id })
    .from(emailDeliveries)
    .innerJoin(emailNotifications, eq(emailNotifications.id, emailDeliveries.notificationId))
    .where(matchesPerson);
  const deliveryIds = affected.map((row) => row.id);
  if (deliveryIds.length > 0) {
    await tx
      .update(emailDeliveries)
      .set({
        recipient: sql`'(removed #' || ${emailDeliveries.id} || ')'`,
        status: sql`case when ${emailDeliveries.status} = 'pending' then 'failed' else ${emailDeliveries.status} end`,
        error: sql`case when ${emailDeliveries.status} in ('pending', 'failed') then ${REMOVED_RECIPIENT_ERROR} else null end`,
      })
      .where(inArray(emailDeliveries.id, deliveryIds));
  }

  // The typed lists and the error texts of every notification that named them.
  const named = await tx
    .select()
    .from(emailNotifications)
    .where(
      or(
        emailList.length
          ? sql`exists (select 1 from unnest(${emailNotifications.specificEmails}) as typed(address) where lower(typed.address) = any(${sql.param(emailList)}::text[]))`
          : sql`false`,
        phoneList.length ? sql`${emailNotifications.specificPhones} && ${sql.param(phoneList)}::text[]` : sql`false`,
        ...[...emailList, ...phoneList].map((text) => sql`strpos(lower(coalesce(${emailNotifications.error}, '')), ${text.toLowerCase()}) > 0`),
      ),
    );
  const pattern = [...emailList, ...phoneList].length ? new RegExp([...emailList, ...phoneList].map(escapeRegExp).join('|'), 'gi') : null;
  for (const row of named) {
    await tx
      .update(emailNotifications)
      .set({
        specificEmails: row.specificEmails ? row.specificEmails.filter((address) => !emails.has(address.trim().toLowerCase())) : null,
        specificPhones: row.specificPhones ? row.specificPhones.filter((phone) => !phones.has(phone.trim())) : null,
        error: row.error && pattern ? row.error.replace(pattern, '(removed)') : row.error,
      })
      .where(eq(emailNotifications.id, row.id));
  }
  return { deletedEmails: deleted.length, anonymisedDeliveries: deliveryIds.length };
}
