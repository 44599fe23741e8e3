import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * No catalogue uses a word the translation glossary forbids (docs/translation-glossary.md, 'Words we do not use';
 * docs/product/languages.md). The glossary's table is the one home of the rules: this file reads it, so a new row
 * there is checked here without touching the test. Every message of the web catalogues, the server catalogues
 * (e-mails, page titles) and the Malay and Chinese demo texts of the seed is checked.
 */

const here = path.dirname(new URL(import.meta.url).pathname);
const root = path.resolve(here, '../../../..');
const glossaryFile = 'docs/translation-glossary.md';

interface Rule {
  language: string;
  forbidden: string;
  pattern: RegExp;
  instead: string;
}

/** The table's rows: a word in backticks is matched whatever its case; `/…/flags` is a regular expression. */
function readRules(): Rule[] {
  const markdown = fs.readFileSync(path.join(root, glossaryFile), 'utf8');
  const section = markdown.split(/^## Words we do not use$/m)[1];
  if (section === undefined) throw new Error(`${glossaryFile} has no 'Words we do not use' section`);
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2) // the header and its |---| line
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim().replaceAll('\\|', '|')),
    );
  return rows.flatMap(([language = '', forbidden = '', instead = '']) =>
    [...forbidden.matchAll(/`([^`]+)`/g)].map(([, written = '']) => {
      const expression = /^\/(.+)\/([a-z]*)$/.exec(written);
      const pattern = expression
        ? new RegExp(expression[1] ?? '', [...new Set(`${expression[2] ?? ''}u`)].join(''))
        : new RegExp(written.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'iu');
      return { language, forbidden: written, pattern, instead };
    }),
  );
}

interface Message {
  file: string;
  key: string;
  text: string;
}

function catalogueMessages(folder: string): Message[] {
  return fs
    .readdirSync(path.join(root, folder))
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => {
      const file = `${folder}/${name}`;
      const catalogue: Record<string, string> = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
      return Object.entries(catalogue).map(([key, text]) => ({ file, key, text }));
    });
}

/**
 * The seed's translations are written `ms: '…'` and `zh: '…'`, long ones as string literals joined with `+`; the
 * key of each is its line. Texts put together from others (template literals) are checked in their parts.
 */
function seedMessages(language: string): Message[] {
  const folder = 'apps/api/src/db/seed';
  const field = new RegExp(`\\b${language}:\\s*((?:'(?:[^'\\\\\\n]|\\\\.)*'\\s*\\+?\\s*)+)`, 'g');
  return fs
    .readdirSync(path.join(root, folder))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .flatMap((name) => {
      const file = `${folder}/${name}`;
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      return [...source.matchAll(field)].map((match) => ({
        file,
        key: `line ${source.slice(0, match.index).split('\n').length}`,
        text: [...(match[1] ?? '').matchAll(/'((?:[^'\\\n]|\\.)*)'/g)]
          .map(([, literal = '']) => literal.replace(/\\(.)/g, '$1'))
          .join(''),
      }));
    });
}

const rules = readRules();
const translated = ['ms', 'zh'] as const;

function messagesOf(language: string): Message[] {
  return [
    ...catalogueMessages(`apps/web/src/locales/${language}`),
    ...catalogueMessages(`apps/api/src/locales/${language}`),
    ...seedMessages(language),
  ];
}

function violations(messages: Message[], languageRules: Rule[]): string[] {
  return messages.flatMap(({ file, key, text }) =>
    languageRules.flatMap(({ pattern, instead }) => {
      const everywhere = new RegExp(pattern.source, `${pattern.flags}g`);
      return [...text.matchAll(everywhere)].map(([found]) => `${file}: ${key}: "${found}" (write ${instead})`);
    }),
  );
}

describe.each(translated)('the %s texts', (language) => {
  const languageRules = rules.filter((rule) => rule.language === language);
  const messages = messagesOf(language);

  it('have rules in the glossary and messages to check, the seed texts among them', () => {
    expect(languageRules.length).toBeGreaterThan(5);
    expect(messages.filter(({ file }) => file.includes('/locales/')).length).toBeGreaterThan(1000);
    const seed = messages.filter(({ file }) => file.includes('/db/seed/'));
    expect(seed.length).toBeGreaterThan(20);
    expect(seed.filter(({ file }) => file.endsWith('demo-translations.ts'))).toHaveLength(3);
  });

  it('use none of the words the glossary forbids', () => {
    expect(violations(messages, languageRules)).toEqual([]);
  });

  it("do not forbid the glossary's own words", () => {
    const written = languageRules.map(({ forbidden, instead }) => ({ file: glossaryFile, key: forbidden, text: instead }));
    expect(violations(written, languageRules)).toEqual([]);
  });
});

it('reads only the languages that have catalogues', () => {
  expect([...new Set(rules.map(({ language }) => language))].sort()).toEqual([...translated]);
});
