import { customType, jsonb, timestamp, uuid } from 'drizzle-orm/pg-core';

/*
 * Column builders every module's tables share. Money columns are integer sen and weights integer grams
 * (docs/product/fees.md).
 */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A full-text search document, kept by PostgreSQL's triggers (migrations 0006, 0007 and 0012) in the 'simple'
 * configuration, which does no stemming and suits Malay place and variety names ('Raub', 'Musang King');
 * searches match word prefixes (modules/catalogue/search-terms.ts). Chinese text is held as overlapping
 * character pairs too (han_bigrams(), migration 0012), as PostgreSQL does not split it into words.
 */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The Malay and Chinese versions of a row's translatable texts (docs/product/languages.md, decision record
 * 024): `{ "ms": { field: text }, "zh": { field: text } }`, only non-empty texts; a field without one reads
 * in English.
 */
export const translations = <T extends object>() => jsonb('translations').$type<T>().notNull().default({} as T);
