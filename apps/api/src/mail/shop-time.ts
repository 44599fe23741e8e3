import { intlLocale, type Language } from '@durio/shared/languages';

const shopTimeFormats = new Map<Language, Intl.DateTimeFormat>();

/** Shop time for dates in e-mails, in `language`: customers are in Malaysia whatever the server's zone (docs/product/languages.md). */
export function formatShopTime(date: Date, language: Language = 'en'): string {
  let format = shopTimeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[language], { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kuala_Lumpur' });
    shopTimeFormats.set(language, format);
  }
  return format.format(date);
}
