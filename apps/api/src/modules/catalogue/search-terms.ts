import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { chineseSearchWords } from './search-glossary';

/** More words than this add nothing a shopper means and only make the query slower. */
const MAX_WORDS = 10;
/** A long Chinese text becomes many character pairs: the first this many are enough to find it. */
const MAX_TERMS = 20;

/**
 * Chinese characters, as han_bigrams() of migration 0012 reads them (CJK unified ideographs, extension A and
 * the compatibility ideographs). PostgreSQL keeps a run of them as one word, so the documents also hold each
 * run as overlapping character pairs (and its last character alone).
 */
const HAN = '\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff';
const hanRun = new RegExp(`([${HAN}]+)`, 'u');
const isHan = new RegExp(`^[${HAN}]+$`, 'u');

/**
 * One word as a prefix term. PostgreSQL's parser reads the digits after a hyphen as a signed number, so
 * 'MK-01' is stored as 'mk' and '-01': a word of digits also matches its signed form, or 'mk 01' would
 * never find tree MK-01.
 */
function prefixTerm(word: string, weights: string): string {
  return /^\p{N}+$/u.test(word) ? `(${word}:*${weights} | -${word}:*${weights})` : `${word}:*${weights}`;
}

/** The glossary's Chinese words, longest first, so 浮罗山背 is read before anything shorter inside it. */
const glossaryWords = Object.keys(chineseSearchWords).sort((a, b) => [...b].length - [...a].length);

/** Overlapping character pairs of a run of Chinese, as the documents hold it; a single character stays itself. */
function characterPairs(run: string): string[] {
  const characters = [...run];
  return characters.length === 1 ? characters : characters.slice(1).map((next, i) => characters[i] + next);
}

/**
 * A run of Chinese cut at the glossary's words: 劳勿榴莲 → 劳勿, 榴莲; the text between them stays as it is.
 * Each piece says whether it is a glossary word.
 */
function cutAtGlossaryWords(run: string): { text: string; inGlossary: boolean }[] {
  for (const word of glossaryWords) {
    const at = run.indexOf(word);
    if (at === -1) continue;
    return [
      ...(at > 0 ? cutAtGlossaryWords(run.slice(0, at)) : []),
      { text: word, inGlossary: true },
      ...(at + word.length < run.length ? cutAtGlossaryWords(run.slice(at + word.length)) : []),
    ];
  }
  return [{ text: run, inGlossary: false }];
}

/** Every term of `words` as a prefix, all required: 'mk:* & (01:* | -01:*)'. */
const allOf = (words: string[], weights: string) => words.map((word) => prefixTerm(word, weights)).join(' & ');

/**
 * What a word is looked up as: tsquery terms, each required. A word without Chinese is itself. Chinese is read
 * as the documents hold it, in overlapping character pairs, each of them required: 猫山王 → 猫山, 山王, which
 * finds 猫山王 inside a sentence (这款猫山王果肉金黄) as well as on its own; a single character stays itself
 * (a prefix of the pairs it starts). A glossary word (search-glossary.ts) is its pairs or its English words:
 * 劳勿 → (劳勿 | raub). Letters and digits joined to Chinese ('D24苏丹王') are a word of their own.
 */
function lookupTerms(word: string, weights: string): string[] {
  if (!hanRun.test(word)) return [prefixTerm(word, weights)];
  return word
    .split(hanRun)
    .filter(Boolean)
    .flatMap((part) => {
      if (!isHan.test(part)) return [prefixTerm(part, weights)];
      return cutAtGlossaryWords(part).flatMap(({ text, inGlossary }) => {
        const pairs = characterPairs(text);
        if (!inGlossary) return pairs.map((pair) => prefixTerm(pair, weights));
        const english = chineseSearchWords[text]!.split(' ');
        return [`(${allOf(pairs, weights)} | ${allOf(english, weights)})`];
      });
    });
}

/**
 * The words of a search text as a prefix tsquery: 'Musa  raub!' → 'musa:* & raub:*'. Everything but letters
 * and digits is dropped first, so tsquery operators a user types (`&`, `|`, `!`, `:*`, quotes, brackets) are
 * never read as syntax. Chinese becomes its character pairs ('猫山王' → '猫山:* & 山王:*'), a glossary word
 * its pairs or its English ('榴莲' → '(榴莲:* | durian:*)'). Null when no word is left. With `weights` ('A'),
 * each word must be found among the document's words of that weight: 'musa:*A'.
 */
export function toPrefixTsQuery(text: string, weights = ''): string | null {
  const words = text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
  const terms = words.flatMap((word) => lookupTerms(word, weights)).slice(0, MAX_TERMS);
  return terms.length === 0 ? null : terms.join(' & ');
}

export interface TextSearch {
  /** Rows whose document holds every word (as a word prefix). */
  where: SQL;
  /** ts_rank of the document against the words: higher is a better match. */
  rank: SQL<number>;
  /**
   * Rows that hold every word among the document's own words (weight A: a product's or tree's own text, not
   * its farm's). They are the best matches, and this needs no ranking of every match, so a page of them can
   * be read in an index's order.
   */
  ownWords: SQL;
}

/**
 * Full-text search of `document` (a tsvector in the 'simple' configuration, like the stored
 * search_document columns) with the user's words. The tsquery text always travels as a bound
 * parameter, never inside the SQL. Undefined for a blank text (no search); a text with no letters
 * or digits matches nothing.
 */
export function fullTextSearch(text: string | undefined, document: AnyPgColumn | SQL): TextSearch | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const tsquery = toPrefixTsQuery(text);
  // A cast, not a bare 0: ORDER BY 0 would name a column position.
  if (tsquery === null) return { where: sql`false`, rank: sql<number>`0::real`, ownWords: sql`false` };
  const query = sql`to_tsquery('simple', ${tsquery})`;
  return {
    where: sql`${document} @@ ${query}`,
    rank: sql<number>`ts_rank(${document}, ${query})`,
    ownWords: sql`${document} @@ to_tsquery('simple', ${toPrefixTsQuery(text, 'A')})`,
  };
}

/** A tsvector of plain text columns, built at query time (for text outside a generated document). */
export function textDocument(...parts: (AnyPgColumn | SQL)[]): SQL {
  const joined = sql.join(
    parts.map((part) => sql`coalesce(${part}, '')`),
    sql` || ' ' || `,
  );
  return sql`to_tsvector('simple', ${joined})`;
}
