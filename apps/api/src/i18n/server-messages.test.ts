import fs from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { languages } from '@durio/shared/languages';
import { describe, expect, it } from 'vitest';
import { icuValueNames } from '../../../../test-setup/icu-message-values';
import { serverCatalogues, translatorFor, type ServerArea } from './server-messages';

/*
 * The server's texts exist in every language (docs/product/languages.md). English is the reference: a catalogue that lacks
 * one of its keys or has one it lacks, a message that is not strictly valid ICU (compileMessage alone turns a
 * broken one into plain text), or one that names other values than English's fails here; so does a JSON file
 * on disk that server-messages.ts does not load (it would never be read).
 */

const localesDir = path.resolve(import.meta.dirname, '../locales');
const areas = Object.keys(serverCatalogues) as ServerArea[];
/** The content pages' catalogue is the web app's own (apps/web/src/locales), read from there. */
const ownAreas = areas.filter((area) => area !== 'contentPages');

it('has one folder per language and one catalogue per area, each registered in server-messages.ts', () => {
  expect(fs.readdirSync(localesDir).sort()).toEqual([...languages].sort());
  for (const language of languages) {
    expect(fs.readdirSync(path.join(localesDir, language)).sort(), language).toEqual(ownAreas.map((area) => `${area}.json`).sort());
    for (const area of ownAreas) {
      const onDisk = JSON.parse(fs.readFileSync(path.join(localesDir, language, `${area}.json`), 'utf8'));
      expect(serverCatalogues[area][language], `${language}/${area}`).toEqual(onDisk);
    }
  }
});

describe.each(areas)("the server's %s catalogues", (area) => {
  const english = serverCatalogues[area].en;

  it.each(languages)('in %s have exactly the keys of English, each a valid ICU message naming the same values', (language) => {
    const catalogue = serverCatalogues[area][language];
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
    for (const [key, message] of Object.entries(catalogue)) {
      expect(message.trim(), `${language}/${area}: ${key} is empty`).not.toBe('');
      expect(() => compileMessageOrThrow(message), `${language}/${area}: ${key}`).not.toThrow();
      expect(icuValueNames(message), `${language}/${area}: ${key}`).toEqual(icuValueNames(english[key]!));
    }
  });
});

it('fills values in and keeps each language apart', () => {
  expect(translatorFor('en', 'mail')('greeting', { name: 'Aminah' })).toBe('Hi Aminah,');
  expect(translatorFor('ms', 'mail')('greeting', { name: 'Aminah' })).toBe('Hai Aminah,');
  expect(translatorFor('zh', 'mail')('greeting', { name: '美玲' })).toBe('美玲，您好：');
});

it('writes the page texts with their values as they are, numbers too (a year is no 1,972)', () => {
  const values = { name: 'MK-01', variety: 'Musang King', farm: 'Raub Heritage', location: 'Raub', year: 1972, description: 'Old.' };
  expect(translatorFor('en', 'pages')('tree.descriptionPlanted', values)).toBe('MK-01: Musang King tree planted in 1972 at Raub Heritage, Raub. Old.');
  expect(translatorFor('ms', 'pages')('tree.title', values)).toBe('MK-01, pokok Musang King');
  expect(translatorFor('zh', 'pages')('tree.descriptionPlanted', values)).toBe('MK-01：Raub Heritage（Raub）的Musang King果树，种于1972年。Old.');
});
