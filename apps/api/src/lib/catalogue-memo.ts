import { LRUCache } from 'lru-cache';
import type { CatalogueChanges } from './catalogue-changes';

/** Distinct filter combinations kept; a burst of distinct searches pushes out the oldest. */
const MAX_ENTRIES = 10_000;

/** A query's key: its SQL text and parameters. */
export function queryKey(query: { toSQL(): { sql: string; params: unknown[] } }): string {
  const { sql, params } = query.toSQL();
  return `${sql}\n${JSON.stringify(params)}`;
}

export interface CatalogueMemo {
  /** `compute()`'s value, computed once for `key` until the catalogue changes or `ttlMs` passes. */
  remember<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

/**
 * Answers that cost a pass over the whole public catalogue (a list's total, the shop's variety counts and
 * price range) but change only when the catalogue does: kept until any change is announced on any copy
 * (catalogue-changes.ts), at most `ttlMs` (for changes made outside the shop, such as a script). Stock is not
 * part of any of them, so orders do not empty it (decision record 019). Shoppers asking the same
 * thing at once share one query.
 */
export async function createCatalogueMemo(changes: CatalogueChanges, ttlMs: number): Promise<CatalogueMemo> {
  if (ttlMs <= 0) return { remember: (_key, compute) => compute() };

  const answers = new LRUCache<string, Promise<unknown>>({ max: MAX_ENTRIES, ttl: ttlMs });
  // An answer computed across a change may be the old one: it is given to those who asked, not kept.
  let generation = 0;
  await changes.subscribe(() => {
    generation += 1;
    answers.clear();
  });

  return {
    remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const known = answers.get(key);
      if (known) return known as Promise<T>;
      const started = generation;
      const answer = compute();
      answers.set(key, answer);
      const forget = () => {
        if (answers.get(key) === answer) answers.delete(key);
      };
      answer.then(() => started !== generation && forget(), forget);
      return answer;
    },
  };
}
