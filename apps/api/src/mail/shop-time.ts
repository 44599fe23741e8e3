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

const deliveryDayFormats = new Map<Language, Intl.DateTimeFormat>();

/** A delivery day ('2027-05-04') as `language` writes it with its weekday ('Tuesday, 4 May 2027'): the calendar day as booked. */
export function formatDeliveryDay(date: string, language: Language = 'en'): string {
  let format = deliveryDayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[language], { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    deliveryDayFormats.set(language, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}

/** A booked delivery as e-mails and the packing slip say it: the day, then the run ('Tuesday, 4 May 2027, 14:00–18:00'). */
export function formatDeliveryWhen(delivery: { date: string; window: string | null }, language: Language = 'en'): string {
  return [formatDeliveryDay(delivery.date, language), delivery.window].filter(Boolean).join(', ');
}
