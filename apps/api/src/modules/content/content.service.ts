import type { AppConfig, ContactMessageBody } from '@durio/shared/schemas/content';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import type { MailDispatcher } from '../../mail/mail-dispatcher';
import { enqueueMail } from '../../mail/outbox';
import { contactMessageMail } from '../../mail/templates';

export interface ContentServiceDeps {
  db: Db;
  mailer: Pick<MailDispatcher, 'kick'>;
  config: Pick<Config, 'shopEmail' | 'googleMapsApiKey'>;
  paymentsTestMode: boolean;
}

export function createContentService({ db, mailer, config, paymentsTestMode }: ContentServiceDeps) {
  /** Keeps the Contact page's message and e-mails it to the shop in the same transaction (DECISIONS §3). */
  async function sendContactMessage(input: ContactMessageBody): Promise<{ success: true; message: string }> {
    await db.transaction(async (tx) => {
      await tx.insert(contactMessages).values(input);
      await enqueueMail(tx, contactMessageMail(config.shopEmail, input));
    });
    mailer.kick();
    return { success: true, message: 'Message Sent' };
  }

  /** The optional features the web app should show: only what is configured (DECISIONS §2, §7). */
  function getAppConfig(): AppConfig {
    return {
      googleMapsApiKey: config.googleMapsApiKey ?? null,
      socialSignIn: { google: false, facebook: false },
      paymentsTestMode,
    };
  }

  return { sendContactMessage, getAppConfig };
}
