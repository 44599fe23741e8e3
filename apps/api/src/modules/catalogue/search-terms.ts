import { and, ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `%word%` for ILIKE with the user's own `%`, `_` and `\` taken literally. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Every word of the search text must appear in at least one of the columns ('musang raub' finds the
 * Musang King of a Raub farm). Undefined when the text has no words.
 */
export function matchAllWords(text: string | undefined, columns: readonly (AnyPgColumn | SQL)[]): SQL | undefined {
  const words = (text ?? '').split(/\s+/).filter(Boolean).slice(0, 10);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => or(...columns.map((column) => ilike(column, containsPattern(word))))));
}
