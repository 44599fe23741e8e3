import fs from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { languages } from '@durio/shared/languages';
import { messageAreas } from '@durio/shared/page-routes';
import { describe, expect, it } from 'vitest';

/*
 * DECISIONS §8: every text of the web app exists in every language. English is the reference: a catalogue
 * that lacks one of its keys, or has one it lacks, fails here, as does a message that is not valid ICU or
 * that names other values than English's (a translated {name} would show as an empty hole).
 */

const here = path.dirname(new URL(import.meta.url).pathname);
const read = (language: string, area: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(here, language, `${area}.json`), 'utf8'));

/** The names of the values a message takes: `{name}`, `{count, plural, …}`, `<0>…</0>`. */
function valueNames(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , cases] = token as [unknown, unknown, unknown];
      if (typeof name === 'string') names.add(name);
      if (cases && typeof cases === 'object') for (const branch of Object.values(cases)) walk(branch);
    }
  };
  const compiled = compileMessage(message);
  walk(typeof compiled === 'string' ? [] : compiled);
  return [...names].sort();
}

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
      expect(valueNames(message), `${language}/${area}: ${key}`).toEqual(valueNames(english[key] ?? ''));
    }
  });
});

it('has one folder per language and one catalogue per area', () => {
  expect(fs.readdirSync(here).filter((name) => !name.includes('.')).sort()).toEqual([...languages].sort());
  for (const language of languages) {
    expect(fs.readdirSync(path.join(here, language)).sort()).toEqual(messageAreas.map((area) => `${area}.json`).sort());
  }
});
