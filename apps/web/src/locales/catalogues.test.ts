import fs from 'node:fs';
import path from 'node:path';
import { languages } from '@durio/shared/languages';
import { messageAreas } from '@durio/shared/page-routes';
import { describe, expect, it } from 'vitest';
import { icuValueNames } from '../../../../test-setup/icu-message-values';

/*
 * Every text of the web app exists in every language (docs/product/languages.md). English is the reference: a catalogue
 * that lacks one of its keys, or has one it lacks, fails here, as does a message that is not valid ICU or
 * that names other values than English's (a translated {name} would show as an empty hole).
 */

const here = path.dirname(new URL(import.meta.url).pathname);
const read = (language: string, area: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(here, language, `${area}.json`), 'utf8'));

describe.each(messageAreas)('the %s catalogues', (area) => {
  const english = read('en', area);

  it.each(languages.filter((language) => language !== 'en'))('in %s have exactly the keys of English', (language) => {
    const translated = read(language, area);
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(languages)('in %s are valid ICU messages naming the values English names', (language) => {
    const catalogue = read(language, area);
    for (const [key, message] of Object.entries(catalogue)) {
      expect(typeof message, `${language}/${area}: ${key}`).toBe('string');
      expect(message.trim(), `${language}/${area}: ${key} is empty`).not.toBe('');
      expect(icuValueNames(message), `${language}/${area}: ${key}`).toEqual(icuValueNames(english[key] ?? ''));
    }
  });
});

/*
 * English words a count by ICU plural forms ('1 paid order', '2 paid orders'), never 'product(s)' or '1 paid orders'.
 * A count written straight before a plural noun is one that forgot them. The `errors` area is left out: its keys
 * are the API's own English texts.
 */
const COUNT_BEFORE_PLURAL_NOUN = /\{(?:count|total|rating|\w+Count)\}(?:<\/?\d+>)?\s*(?:[a-z-]+\s+)?[a-z]+s\b/;

it.each(messageAreas.filter((area) => area !== 'errors'))('in English words the counts of %s with plural forms', (area) => {
  for (const [key, message] of Object.entries(read('en', area))) {
    expect(message, `en/${area}: ${key}`).not.toContain('(s)');
    expect(message, `en/${area}: ${key}`).not.toMatch(COUNT_BEFORE_PLURAL_NOUN);
  }
});

it('has one folder per language and one catalogue per area', () => {
  expect(fs.readdirSync(here).filter((name) => !name.includes('.')).sort()).toEqual([...languages].sort());
  for (const language of languages) {
    expect(fs.readdirSync(path.join(here, language)).sort()).toEqual(messageAreas.map((area) => `${area}.json`).sort());
  }
});
