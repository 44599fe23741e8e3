import { config } from 'zod';
import { plainValidationMessage } from './validation-messages';

/*
 * What `zod` means in the web build (vite.config.ts sends every other module's `import … from 'zod'`, the
 * app's and @durio/shared's, here): zod itself, switched to jitless mode before any schema exists. zod 4
 * otherwise probes `new Function` when it builds its first object schema, which the CSP (script-src 'self')
 * forbids, and Chrome reports the probe as a violation even though zod catches it. Its checks answer in plain
 * words (validation-messages.ts). Done here rather than in main.tsx, so zod stays out of the first page's
 * scripts and is set up in whichever chunk loads it first.
 */
config({ jitless: true, customError: plainValidationMessage });

export * from 'zod';
export { default } from 'zod';
