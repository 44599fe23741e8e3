import { format } from 'node:util';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';

/*
 * Any console.error during a unit or API test fails it (as in the Epic Stack): an error the code logs and
 * then carries on from is a fault the test's assertions would otherwise miss. A test that expects one stubs
 * it explicitly, `vi.spyOn(console, 'error').mockImplementation(() => {})`, and asserts on the stub.
 */
const printError = console.error.bind(console);
const logged: string[] = [];

function recordError(...args: unknown[]) {
  logged.push(format(...args));
  printError(...args);
}

function failOnLoggedErrors(when: string) {
  const errors = logged.splice(0);
  if (errors.length > 0) {
    throw new Error(`console.error was called ${when}; stub it in the test if that is expected:\n${errors.join('\n')}`);
  }
}

// Set before every test: a test's own stub replaces it for that test only.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(recordError);
});
afterEach(() => failOnLoggedErrors('during this test'));
afterAll(() => failOnLoggedErrors('after the last test of this file'));
