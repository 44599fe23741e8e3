import { config } from 'zod/v4';

/*
 * What `zod` means in the web build (vite.config.ts points the bare name here): zod itself, switched to
 * jitless mode before any schema exists. zod 4 otherwise probes `new Function` when it builds its first object
 * schema, which the CSP (script-src 'self') forbids, and Chrome reports the probe as a violation even though
 * zod catches it. Done here rather than in main.tsx, so zod stays out of the first page's scripts and is set
 * up in whichever chunk loads it first.
 */
config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
