import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { intlLocale, languages, type Language } from '@durio/shared/languages';
import enMail from '../locales/en/mail.json';
import msMail from '../locales/ms/mail.json';
import zhMail from '../locales/zh/mail.json';
import enPages from '../locales/en/pages.json';
import msPages from '../locales/ms/pages.json';
import zhPages from '../locales/zh/pages.json';
import enSandbox from '../locales/en/sandbox.json';
import msSandbox from '../locales/ms/sandbox.json';
import zhSandbox from '../locales/zh/sandbox.json';
// The content pages' own texts have one home, the web app's catalogue: the server writes their titles and
// descriptions into the pages' HTML from it, word for word what the pages show.
import enContentPages from '../../../web/src/locales/en/pages.json';
import msContentPages from '../../../web/src/locales/ms/pages.json';
import zhContentPages from '../../../web/src/locales/zh/pages.json';

/*
 * The server's own texts in the shop's languages (docs/product/languages.md): e-mails, what the server writes into
 * pages, and the sandbox's payment window. Catalogues are JSON files of ICU messages in
 * apps/api/src/locales/<language>/<area>.json, English holding the reference keys (a test keeps the others equal to
 * it); they are compiled once, on first use.
 * The API's `message`s are not here: they stay English, the contract.
 */

const catalogues = {
  mail: { en: enMail, ms: msMail, zh: zhMail },
  /** What the server writes into pages' HTML: titles, descriptions, the loading text (modules/seo, modules/web). */
  pages: { en: enPages, ms: msPages, zh: zhPages },
  /** The sandbox gateway's payment window, in the language of the page that opens it (gateway/sandbox-checkout-script.ts). */
  sandbox: { en: enSandbox, ms: msSandbox, zh: zhSandbox },
  /** The web app's catalogue of the content pages (about, FAQ, policies…), for their titles and descriptions. */
  contentPages: { en: enContentPages, ms: msContentPages, zh: zhContentPages },
} satisfies Record<string, Record<Language, Record<string, string>>>;

export type ServerArea = keyof typeof catalogues;
/** The keys of the catalogue of `Area`, as English has them. */
export type ServerMessageKey<Area extends ServerArea> = keyof (typeof catalogues)[Area]['en'] & string;
export type ServerTranslate<Area extends ServerArea> = (key: ServerMessageKey<Area>, values?: Record<string, unknown>) => string;

/** The areas and languages the server has catalogues for, for the test that compares them. */
export const serverCatalogues: Readonly<Record<ServerArea, Record<Language, Record<string, string>>>> = catalogues;

const i18ns = new Map<Language, I18n>();

function i18nFor(language: Language): I18n {
  let i18n = i18ns.get(language);
  if (!i18n) {
    const messages = Object.fromEntries(
      Object.entries(catalogues).flatMap(([area, byLanguage]) =>
        Object.entries(byLanguage[language] as Record<string, string>).map(([key, message]) => [`${area}.${key}`, compileMessage(message)]),
      ),
    );
    i18n = setupI18n({ locale: language, locales: [intlLocale[language]], messages: { [language]: messages } });
    i18ns.set(language, i18n);
  }
  return i18n;
}

/** The texts of `area` in `language`: `t('verify.subject')`, `t('greeting', { name })`. */
export function translatorFor<Area extends ServerArea>(language: Language, area: Area): ServerTranslate<Area> {
  const i18n = i18nFor(languages.includes(language) ? language : 'en');
  return (key, values) => i18n._(`${area}.${key}`, values);
}
