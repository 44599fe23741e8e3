import type { AppConfig, ContactMessageBody } from '@durio/shared/schemas/content';
import type { Config } from '../../config';
import { desc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../auth/auth.schema';
import { contactMessages } from './content.schema';
import { DEMO_PASSWORD, users as demoPeople } from '../../db/seed/demo-people';
import type { MailDispatcher } from '../../mail/mail-dispatcher';
import { enqueueMail } from '../../mail/outbox';
import { contactMessageMail } from '../../mail/emails/contact-message';
import { getShopContact } from '../settings/public';

/** The demo accounts the sign-in hint names, when the shop has them: the demo shopper and administrator. */
const HINTED_DEMO_EMAILS = demoPeople.filter((person) => person.key === 'demo' || person.key === 'admin').map((person) => person.email);

export interface ContentServiceDeps {
  db: Db;
  mailer: Pick<MailDispatcher, 'kick'>;
  config: Pick<Config, 'shopEmail' | 'googleMapsApiKey' | 'google'>;
  paymentsTestMode: boolean;
}

export function createContentService({ db, mailer, config, paymentsTestMode }: ContentServiceDeps) {
  /** Keeps the Contact page's message and e-mails it to the shop in the same transaction (docs/product/storefront.md). */
  async function sendContactMessage(input: ContactMessageBody): Promise<{ success: true; message: string }> {
    await db.transaction(async (tx) => {
      await tx.insert(contactMessages).values(input);
      await enqueueMail(tx, await contactMessageMail(config.shopEmail, await getShopContact(tx), input));
    });
    mailer.kick();
    return { success: true, message: 'Message Sent' };
  }

  /** The optional features the web app should show: only what is configured (docs/product/accounts-and-tokens.md, docs/product/running.md). */
  async function getAppConfig(): Promise<AppConfig> {
    const demoAccounts = await db
      .select({ role: users.role, email: users.email })
      .from(users)
      .where(inArray(users.email, HINTED_DEMO_EMAILS))
      // The shopper first: most people trying the shop want to buy.
      .orderBy(desc(users.role));
    return {
      googleMapsApiKey: config.googleMapsApiKey ?? null,
      socialSignIn: { google: config.google !== undefined, facebook: false },
      paymentsTestMode,
      // A demo account an admin made staff is no longer one the sign-in screens offer (docs/product/staff.md).
      demoSignIn: { accounts: demoAccounts.filter(isHintedRole), password: demoAccounts.length > 0 ? DEMO_PASSWORD : null },
    };
  }

  return { sendContactMessage, getAppConfig };
}

function isHintedRole<T extends { role: string }>(account: T): account is T & { role: 'CUSTOMER' | 'ADMIN' } {
  return account.role === 'CUSTOMER' || account.role === 'ADMIN';
}
