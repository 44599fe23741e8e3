import fs from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { languages } from '@durio/shared/languages';
import { describe, expect, it } from 'vitest';
import { serverCatalogues, translatorFor, type ServerArea } from './server-messages';

/*
 * Beside server-messages.test.ts (keys and values per area): the files on disk are exactly the catalogues the
 * server loads (a new area's JSON that nobody registered would never be read), and every message parses as
 * ICU strictly (compileMessage alone turns a broken message into plain text instead of failing).
 */

const localesDir = path.resolve(import.meta.dirname, '../locales');
const areas = Object.keys(serverCatalogues) as ServerArea[];

it('has one folder per language and one catalogue per area, each registered in server-messages.ts', () => {
  expect(fs.readdirSync(localesDir).sort()).toEqual([...languages].sort());
  for (const language of languages) {
    expect(fs.readdirSync(path.join(localesDir, language)).sort(), language).toEqual(areas.map((area) => `${area}.json`).sort());
    for (const area of areas) {
      const onDisk = JSON.parse(fs.readFileSync(path.join(localesDir, language, `${area}.json`), 'utf8'));
      expect(serverCatalogues[area][language], `${language}/${area}`).toEqual(onDisk);
    }
  }
});

describe.each(areas)("the server's %s catalogues", (area) => {
  it.each(languages)('in %s parse as ICU messages', (language) => {
    for (const [key, message] of Object.entries(serverCatalogues[area][language])) {
      expect(() => compileMessageOrThrow(message), `${language}/${area}: ${key}`).not.toThrow();
    }
  });
});

it('writes the page texts with their values as they are, numbers too (a year is no 1,972)', () => {
  const values = { name: 'MK-01', variety: 'Musang King', farm: 'Raub Heritage', location: 'Raub', year: 1972, description: 'Old.' };
  expect(translatorFor('en', 'pages')('tree.descriptionPlanted', values)).toBe('MK-01: Musang King tree planted in 1972 at Raub Heritage, Raub. Old.');
  expect(translatorFor('ms', 'pages')('tree.title', values)).toBe('MK-01, pokok Musang King');
  expect(translatorFor('zh', 'pages')('tree.descriptionPlanted', values)).toBe('MK-01：Raub Heritage（Raub）的Musang King果树，种于1972年。Old.');
});
