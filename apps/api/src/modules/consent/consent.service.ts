import { htmlLang, type Language } from '@durio/shared/languages';
import {
  UNSUBSCRIBE_LINK_NOT_VALID,
  type MarketingConsentState,
  type SetMarketingConsentBody,
} from '@durio/shared/schemas/marketing-consent';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { translatorFor } from '../../i18n/server-messages';
import type { Clock } from '../../lib/clock';
import { NotFoundError } from '../../lib/errors';
import { users } from '../auth/auth.schema';
import { escapeHtml } from '../seo/public';
import { recordMarketingConsent } from './marketing-consents';
import { verifyUnsubscribeToken } from './unsubscribe-links';

export interface ConsentServiceDeps {
  db: Db;
  clock: Clock;
  /** The secret unsubscribe links are signed with (unsubscribe-links.ts). */
  unsubscribeSecret: string;
}

/** The small page an unsubscribe link shows, in the customer's language; `ask` carries the one-click form. */
function unsubscribePage(language: Language, ask: boolean): string {
  const t = translatorFor(language, 'pages');
  const title = escapeHtml(t(ask ? 'unsubscribe.title' : 'unsubscribe.doneTitle'));
  // The form posts RFC 8058's own body to the same address, as a mail program's button does.
  const body = ask
    ? `<p>${escapeHtml(t('unsubscribe.question'))}</p>
    <form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click" /><button type="submit">${escapeHtml(t('unsubscribe.button'))}</button></form>`
    : `<p role="status">${escapeHtml(t('unsubscribe.done'))}</p>`;
  return `<!doctype html>
<html lang="${htmlLang[language]}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title}</title>
  </head>
  <body>
    <main>
    <h1>${title}</h1>
    ${body}
    <p>${escapeHtml(t('unsubscribe.orders'))}</p>
    </main>
  </body>
</html>
`;
}

/** Marketing e-mails only with consent (docs/product/your-data.md, "Consent"): the profile's toggle and the unsubscribe link. */
export function createConsentService({ db, clock, unsubscribeSecret }: ConsentServiceDeps) {
  async function findCustomer(userId: string) {
    const [user] = await db.select({ id: users.id, language: users.language }).from(users).where(eq(users.id, userId));
    return user;
  }

  /** The customer whose unsubscribe link this is; a forged or altered link, or an erased account's, is refused alike. */
  async function customerOfLink(token: string) {
    const userId = verifyUnsubscribeToken(unsubscribeSecret, token);
    const user = userId ? await findCustomer(userId) : undefined;
    if (!user) throw new NotFoundError(UNSUBSCRIBE_LINK_NOT_VALID);
    return user;
  }

  return {
    /**
     * The profile's toggle: records the sentence in the language it was shown in (the page's), else the
     * customer's e-mail language.
     */
    async setMarketingConsent(userId: string, input: SetMarketingConsentBody): Promise<MarketingConsentState> {
      const user = await findCustomer(userId);
      if (!user) throw new NotFoundError('User not found');
      return recordMarketingConsent(db, {
        userId,
        given: input.given,
        language: input.language ?? user.language,
        source: 'profile',
        at: clock.now(),
      });
    },

    /** A GET of the link changes nothing (mail scanners open links): it asks, in the customer's language. */
    async unsubscribePage(token: string): Promise<string> {
      const user = await customerOfLink(token);
      return unsubscribePage(user.language, true);
    },

    /** The one click: records the withdrawal, in the customer's language, and answers the page that says so. */
    async unsubscribe(token: string): Promise<string> {
      const user = await customerOfLink(token);
      await recordMarketingConsent(db, {
        userId: user.id,
        given: false,
        language: user.language,
        source: 'unsubscribe',
        at: clock.now(),
      });
      return unsubscribePage(user.language, false);
    },
  };
}
