import fs from 'node:fs';
import path from 'node:path';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { intlLocale, type Language } from '@durio/shared/languages';
import type { Translate } from '@/lib/i18n';

/*
 * The `common` texts of a language as the app says them, for unit tests of what builds sentences from them: the app's
 * own catalogue is loaded by the browser, which unit tests have not.
 */

export function commonTextsIn(language: Language): { t: Translate<'common'>; number: (value: number) => string } {
  const file = path.join(path.dirname(new URL(import.meta.url).pathname), '../locales', language, 'common.json');
  const catalogue = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  const i18n = setupI18n({ locale: language, messages: { [language]: {} } });
  i18n.load(language, Object.fromEntries(Object.entries(catalogue).map(([key, message]) => [key, compileMessage(message)])));
  i18n.activate(language);
  const numbers = new Intl.NumberFormat(intlLocale[language]);
  return { t: (key, values) => i18n._(key, values), number: (value) => numbers.format(value) };
}
