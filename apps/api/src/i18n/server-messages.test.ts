import { compileMessage } from '@lingui/message-utils/compileMessage';
import { languages } from '@durio/shared/languages';
import { describe, expect, it } from 'vitest';
import { serverCatalogues, translatorFor, type ServerArea } from './server-messages';

/** The names of the values a message takes: `{name}`, `{count, plural, …}`. */
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

describe.each(Object.keys(serverCatalogues) as ServerArea[])("the server's %s catalogues", (area) => {
  const english = serverCatalogues[area].en;

  it.each(languages)('in %s have exactly the keys of English, each a valid ICU message naming the same values', (language) => {
    const catalogue = serverCatalogues[area][language];
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
    for (const [key, message] of Object.entries(catalogue)) {
      expect(message.trim(), `${language}/${area}: ${key} is empty`).not.toBe('');
      expect(valueNames(message), `${language}/${area}: ${key}`).toEqual(valueNames(english[key]!));
    }
  });
});

it('fills values in and keeps each language apart', () => {
  expect(translatorFor('en', 'mail')('greeting', { name: 'Aminah' })).toBe('Hi Aminah,');
  expect(translatorFor('ms', 'mail')('greeting', { name: 'Aminah' })).toBe('Hai Aminah,');
  expect(translatorFor('zh', 'mail')('greeting', { name: '美玲' })).toBe('美玲，您好：');
});
