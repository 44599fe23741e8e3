import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * The names of the values an ICU message takes (`{name}`, `{count, plural, …}`, `<0>…</0>`), for the tests that
 * keep every language's catalogue naming the same values as English's: a translated `{name}` would show as an
 * empty hole. Used by the web app's and the server's catalogue tests.
 */
export function icuValueNames(message: string): string[] {
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
