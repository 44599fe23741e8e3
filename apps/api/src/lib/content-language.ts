import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { defaultLanguage, type Language } from '@durio/shared/languages';
import { translationLanguages, type ContentTranslations } from '@durio/shared/schemas/content-translations';

/**
 * How a catalogue reply is read (decision record 024): the language of its descriptions, stories and care
 * records, and whether it carries each object's stored translations whole (the admin's, to edit them).
 */
export interface Reading {
  lang: Language;
  withTranslations: boolean;
}

/** What a shopper who asked for no language reads. */
export const inEnglish: Reading = { lang: defaultLanguage, withTranslations: false };

/** What the admin's console reads: the English texts, with the translations to edit beside them. */
export const forTheAdmin: Reading = { lang: defaultLanguage, withTranslations: true };

/** A viewer's reading: the language asked for (English when none), the translations whole for an admin. */
export function readingFor(viewer: { isAdmin: boolean; lang?: Language }): Reading {
  return { lang: viewer.lang ?? defaultLanguage, withTranslations: viewer.isAdmin };
}

/**
 * `column` as `lang` reads it: its translation in the row's `translations` where there is a non-empty one,
 * else the English column. Picked in the query, so a page's reply costs the same round trip in every language
 * and an English read reads the column as it did before translations existed.
 */
export function translated<T extends string | null>(
  column: AnyPgColumn,
  translations: AnyPgColumn,
  field: string,
  lang: Language,
): SQL<T> {
  if (lang === defaultLanguage) return sql<T>`${column}`;
  return sql<T>`coalesce(nullif(${translations} -> ${lang}::text ->> ${field}::text, ''), ${column})`;
}

/** The stored translations when the reading carries them, else nothing (the column is not read at all). */
export function storedTranslations<T extends object>(translations: AnyPgColumn, reading: Reading): SQL<T | null> {
  return reading.withTranslations ? (sql`${translations}`.mapWith(translations) as SQL<T>) : sql<null>`null`;
}

/** `translations` for a reply: present (the whole object) only when the reading carries it. */
export function translationsField<T extends object>(stored: T | null | undefined): { translations?: T } {
  return stored ? { translations: stored } : {};
}

/**
 * A write's translations over the stored ones: each language and field it names is set, an empty text removes
 * that translation, and everything it leaves out stays. Only non-empty texts are kept.
 */
export function mergeTranslations<T extends ContentTranslations>(stored: T | null | undefined, changes: T | undefined): T {
  const merged: ContentTranslations = {};
  for (const lang of translationLanguages) {
    const fields: Record<string, string> = {};
    for (const [field, text] of Object.entries({ ...stored?.[lang], ...changes?.[lang] })) {
      if (typeof text === 'string' && text !== '') fields[field] = text;
    }
    if (Object.keys(fields).length > 0) merged[lang] = fields;
  }
  return merged as T;
}
