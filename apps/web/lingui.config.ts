import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';
import { languages } from '@durio/shared/languages';
import { messageAreas } from '@durio/shared/page-routes';

/*
 * The web app's catalogues (src/lib/i18n.ts): one JSON file per language and area, keyed by message id, each
 * value an ICU message. The ids are written by hand, not extracted from the code, so `include` is empty; the
 * Vite plugin reads this file to compile a catalogue when the app imports it with `?lingui`.
 */
export default defineConfig({
  locales: [...languages],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  format: formatter({ style: 'minimal' }),
  catalogs: messageAreas.map((area) => ({ path: `<rootDir>/src/locales/{locale}/${area}`, include: [] })),
});
