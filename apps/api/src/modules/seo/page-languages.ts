import { defaultLanguage, htmlLang, languages, localizePath, type Language } from '@durio/shared/languages';

/** One language version of a page: an `hreflang` alternate in its head and in the sitemap. */
export interface LanguageVersion {
  /** `en`, `ms`, `zh-Hans`, or `x-default` for the version a visitor of any other language gets (English). */
  hreflang: string;
  /** Absolute URL. */
  href: string;
}

/** Where a page is in its own language (its canonical link) and in every language (docs/product/languages.md). */
export interface PageVersions {
  canonical: string;
  alternates: LanguageVersion[];
}

/** The page at the English address `path` in each language, then `x-default` (the English one), absolute. */
export function languageVersions(publicUrl: string, path: string): LanguageVersion[] {
  return [
    ...languages.map((language) => ({ hreflang: htmlLang[language], href: `${publicUrl}${localizePath(language, path)}` })),
    { hreflang: 'x-default', href: `${publicUrl}${localizePath(defaultLanguage, path)}` },
  ];
}

/** The canonical link and alternates of the page at the English address `path`, shown in `language`. */
export function pageVersions(publicUrl: string, path: string, language: Language): PageVersions {
  return { canonical: `${publicUrl}${localizePath(language, path)}`, alternates: languageVersions(publicUrl, path) };
}
