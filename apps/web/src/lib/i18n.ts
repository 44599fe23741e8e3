import { i18n, type Messages } from '@lingui/core';
import { intlLocale, splitLanguage } from '@durio/shared/languages';
import type { MessageArea } from '@durio/shared/page-routes';
import { use } from 'react';
import type accountMessages from '../locales/en/account.json';
import type adminCatalogueMessages from '../locales/en/admin-catalogue.json';
import type adminMessages from '../locales/en/admin.json';
import type buyingMessages from '../locales/en/buying.json';
import type catalogueMessages from '../locales/en/catalogue.json';
import type commonMessages from '../locales/en/common.json';
import type controlsMessages from '../locales/en/controls.json';
import type errorsMessages from '../locales/en/errors.json';
import type farmsMessages from '../locales/en/farms.json';
import type homeMessages from '../locales/en/home.json';
import type pagesMessages from '../locales/en/pages.json';

/*
 * The web app's texts (docs/product/languages.md), in ICU message syntax, live in src/locales/<language>/<area>.json: one
 * catalogue per area of the app, so a visitor downloads only their language and only the areas of the pages
 * they open. Lingui's Vite plugin compiles each catalogue into its own chunk at build time. A page's language
 * comes from its address and never changes while the page is open: the language switcher loads the page anew.
 * English holds the spec's words; a test keeps every catalogue's keys the same as English's.
 */

interface AreaMessages {
  account: typeof accountMessages;
  admin: typeof adminMessages;
  'admin-catalogue': typeof adminCatalogueMessages;
  buying: typeof buyingMessages;
  catalogue: typeof catalogueMessages;
  common: typeof commonMessages;
  controls: typeof controlsMessages;
  errors: typeof errorsMessages;
  farms: typeof farmsMessages;
  home: typeof homeMessages;
  pages: typeof pagesMessages;
}

/** The language of this page, from its address. */
export const language = splitLanguage(window.location.pathname).language;
/**
 * The `lang` the catalogue's reads send (docs/decisions/024): the page's language, so descriptions, stories and
 * care records come in it where the farm wrote one; nothing for English, the shop's own language.
 */
export const contentLanguage: Exclude<typeof language, 'en'> | undefined = language === 'en' ? undefined : language;
/** The `Intl` locale numbers, money and dates of this page are formatted in. */
export const locale = intlLocale[language];

const catalogues = import.meta.glob<{ messages: Messages }>('../locales/*/*.json', { query: '?lingui' });
const loading = new Map<MessageArea, Promise<void>>();
const loaded = new Set<MessageArea>();

i18n.load(language, {});
i18n.activate(language, [locale]);

/** Loads the catalogue of `area` in this page's language, once; what a page's route waits for. */
export function loadMessages(area: MessageArea): Promise<void> {
  let pending = loading.get(area);
  if (!pending) {
    const load = catalogues[`../locales/${language}/${area}.json`];
    if (!load) throw new Error(`No ${language} catalogue for ${area}`);
    pending = load().then(({ messages }) => {
      // Each area's keys are its own: `cart.title` of one area never overwrites another's.
      i18n.load(language, Object.fromEntries(Object.entries(messages).map(([key, message]) => [`${area}.${key}`, message])));
      loaded.add(area);
    });
    loading.set(area, pending);
  }
  return pending;
}

type Values = Record<string, unknown>;
/** The keys of the catalogue of `Area`, as English has them. */
export type MessageKey<Area extends MessageArea> = keyof AreaMessages[Area] & string;
export type Translate<Area extends MessageArea> = (key: MessageKey<Area>, values?: Values) => string;

const translators = new Map<MessageArea, Translate<MessageArea>>();

/**
 * The texts of `area` (already loaded: the route loads its own, main.tsx the common ones). For code outside
 * components; components call `useT`.
 */
export function translator<Area extends MessageArea>(area: Area): Translate<Area> {
  let translate = translators.get(area);
  if (!translate) {
    translate = (key, values) => i18n._(`${area}.${key}`, values);
    translators.set(area, translate);
  }
  return translate as Translate<Area>;
}

/**
 * The texts of `area` for a component. Its route has normally loaded them already; when it has not (a piece
 * shown on a page of another area), the component suspends until they arrive.
 */
export function useT<Area extends MessageArea>(area: Area): Translate<Area> {
  if (!loaded.has(area)) use(loadMessages(area));
  return translator(area);
}

/** Whether the catalogue of `area` has arrived in this page's language. */
export const isLoaded = (area: MessageArea): boolean => loaded.has(area);

/** The keys of `area`'s catalogue as English has them, once it has arrived: the API's messages for `errors`. */
export function loadedKeys(area: MessageArea): string[] {
  const prefix = `${area}.`;
  return Object.keys(i18n.messages)
    .filter((id) => id.startsWith(prefix))
    .map((id) => id.slice(prefix.length));
}

/** What the first render waits for: the texts every page shows, and in Malay or Chinese the messages. */
export function loadFirstMessages(): Promise<unknown> {
  return Promise.all([loadMessages('common'), language === 'en' ? null : loadMessages('errors')]);
}
