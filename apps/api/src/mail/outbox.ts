import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { outboxEmails } from './outbox.schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Headers of its own: an alert's one-click unsubscribe. */
  headers?: Record<string, string> | null;
}

/**
 * Queues an e-mail inside the caller's transaction: it exists only if the change it reports commits, and
 * once committed it is retried from the table until it is sent. Call `mailer.kick()` after the commit.
 */
export async function enqueueMail(tx: Tx, mail: OutgoingMail): Promise<void> {
  await tx.insert(outboxEmails).values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null, headers: mail.headers ?? null });
}

/**
 * Queues `mail` only when an account has the address `mail.to`. The same statement runs either way (it
 * writes nothing without an account), so a caller that must not reveal which e-mails are registered
 * takes the same time for both.
 */
export async function enqueueMailIfAccountExists(tx: Tx, mail: OutgoingMail): Promise<void> {
  await tx.execute(sql`
    insert into outbox_emails ("to", subject, text, html)
    select email, ${mail.subject}, ${mail.text}, ${mail.html ?? null} from users where email = ${mail.to}`);
}

/** Drops every e-mail to `to`, sent or not: what an erased account leaves behind (docs/product/accounts-and-tokens.md). */
export async function forgetMailTo(tx: Tx, to: string): Promise<void> {
  await tx.delete(outboxEmails).where(eq(outboxEmails.to, to));
}
