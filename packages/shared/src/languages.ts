/*
 * The shop's languages (docs/product/languages.md): English at the plain addresses, Bahasa Melayu under /ms and Simplified
 * Chinese under /zh. The server and the web app both read a page's language from its address with these.
 * The web app's first script carries this module: no dependencies.
 */

export const languages = ['en', 'ms', 'zh'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** `<html lang>` and `hreflang` of each language. */
export const htmlLang: Record<Language, string> = { en: 'en', ms: 'ms', zh: 'zh-Hans' };

/** The locale `Intl` formats numbers, money and dates with: Malaysian conventions in each language. */
export const intlLocale: Record<Language, string> = { en: 'en-MY', ms: 'ms-MY', zh: 'zh-Hans-MY' };

/**
 * `og:locale` of each language, in Open Graph's language_TERRITORY form: Malaysian English and Malay, and
 * Simplified Chinese as Open Graph names it (zh_CN; it has no Malaysian Chinese).
 */
export const ogLocale: Record<Language, string> = { en: 'en_MY', ms: 'ms_MY', zh: 'zh_CN' };

/** Each language's name in itself, as the language switcher shows it. */
export const languageNames: Record<Language, string> = { en: 'English', ms: 'Bahasa Melayu', zh: '中文' };

/** The name of the cookie that remembers a visitor's choice. */
export const languageCookie = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** `/ms` or `/zh` at the start of an address, followed by its end or a slash: every language but the default. */
const prefixPattern = new RegExp(`^/(${languages.filter((language) => language !== defaultLanguage).join('|')})(?=/|$)`, 'i');

/**
 * The language of an address and the address without its language prefix: `/ms/shop` → ms, `/shop`;
 * `/zh` → zh, `/`; `/shop` → en, `/shop`.
 */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  const match = prefixPattern.exec(pathname);
  if (!match) return { language: defaultLanguage, path: pathname };
  return { language: match[1]!.toLowerCase() as Language, path: pathname.slice(match[0].length) || '/' };
}

/** `path` (an English address, with or without query) in `language`: `/shop` → `/ms/shop`, `/` → `/ms`. */
export function localizePath(language: Language, path: string): string {
  if (language === defaultLanguage) return path;
  if (path === '/' || path.startsWith('/?') || path.startsWith('/#')) return `/${language}${path.slice(1)}`;
  return `/${language}${path}`;
}
