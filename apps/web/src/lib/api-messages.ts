import { formatCalendarDay } from './format';
import { isLoaded, loadedKeys, translator } from './i18n';
import { formatCalendarDays, messageTranslator, type SayMessage } from './translate-message';

/*
 * The API's messages in the page's language (docs/product/languages.md). A module of its own, above the catalogues
 * (i18n.ts) and the formats (format.ts), since format.ts itself reads the catalogues.
 */

/**
 * 'Wednesday, 12 May 2027': a day a message names, which the API writes as ISO ('Your delivery was moved to 2027-05-12,
 * 10:00–13:00', docs/product/delivery.md). It is Malaysia's calendar day, written in UTC so it stays that day.
 */
const dayOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } satisfies Intl.DateTimeFormatOptions;
const writeDays = (text: string) => formatCalendarDays(text, (day) => formatCalendarDay(day, dayOptions));

let translateError: ((message: string) => string) | undefined;

/**
 * `message` (the API's `message`, or a shared schema's validation message, in English) in this page's
 * language when the `errors` catalogue knows it, else as it is (the API's texts stay English: docs/product/languages.md).
 * A message with a varying part ('Musang King is out of stock') is known by its key with ICU values
 * ('{name} is out of stock'): see translate-message.ts. The days in it are written in the page's language either way.
 */
export function translateMessage(message: string): string {
  // English loads no catalogue (lib/i18n.ts, loadFirstMessages): its messages are the API's own words, days written out.
  if (!isLoaded('errors')) return writeDays(message);
  translateError ??= messageTranslator(loadedKeys('errors'), translator('errors') as SayMessage, writeDays);
  return translateError(message);
}
