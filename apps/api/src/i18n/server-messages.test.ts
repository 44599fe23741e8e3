import { languages } from '@durio/shared/languages';
import { describe, expect, it } from 'vitest';
import { icuValueNames } from '../../../../test-setup/icu-message-values';
import { serverCatalogues, translatorFor, type ServerArea } from './server-messages';

describe.each(Object.keys(serverCatalogues) as ServerArea[])("the server's %s catalogues", (area) => {
  const english = serverCatalogues[area].en;

  it.each(languages)('in %s have exactly the keys of English, each a valid ICU message naming the same values', (language) => {
    const catalogue = serverCatalogues[area][language];
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
    for (const [key, message] of Object.entries(catalogue)) {
      expect(message.trim(), `${language}/${area}: ${key} is empty`).not.toBe('');
      expect(icuValueNames(message), `${language}/${area}: ${key}`).toEqual(icuValueNames(english[key]!));
    }
  });
});

it('fills values in and keeps each language apart', () => {
  expect(translatorFor('en', 'mail')('greeting', { name: 'Aminah' })).toBe('Hi Aminah,');
  expect(translatorFor('ms', 'mail')('greeting', { name: 'Aminah' })).toBe('Hai Aminah,');
  expect(translatorFor('zh', 'mail')('greeting', { name: '美玲' })).toBe('美玲，您好：');
});
