import type { z } from 'zod';

/*
 * Plain words for the checks a shared schema states without a message of its own (docs/product/languages.md):
 * zod's own text ('Too small: expected string to have >=1 characters', 'Invalid input: expected number, received
 * NaN') is written for developers. Set once for the whole web app, so every form that checks with a schema says
 * them; a message the schema gives still wins (zod asks this map only for issues without one), and the API, which
 * answers zod's text, is not touched. Set where the web build's zod is set up (src/lib/zod.ts), so zod stays out of
 * the first page's scripts. Each text is an English key of the `errors` catalogue, which the forms say
 * in the page's language (translateMessage).
 */

const number = new Intl.NumberFormat('en');
const amount = (value: number | bigint) => number.format(value);
const isMissing = (input: unknown) => input === undefined || input === null || input === '';

type Issue = z.core.$ZodRawIssue;

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string | undefined {
  const minimum = amount(issue.minimum);
  switch (issue.origin) {
    case 'string':
      return Number(issue.minimum) <= 1 ? 'Fill in this field' : `Enter at least ${minimum} characters`;
    case 'number':
    case 'int':
      return issue.inclusive ? `Must be at least ${minimum}` : `Must be more than ${minimum}`;
    case 'array':
      return `Choose at least ${minimum}`;
    default:
      return undefined;
  }
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string | undefined {
  const maximum = amount(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return `Enter at most ${maximum} characters`;
    case 'number':
    case 'int':
      return issue.inclusive ? `Must be at most ${maximum}` : `Must be less than ${maximum}`;
    case 'array':
      return `Choose at most ${maximum}`;
    default:
      return undefined;
  }
}

/** The plain message of an issue, or undefined for zod's own (an issue no form shows). */
export function plainValidationMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      // An integer check fails on a number with decimals: zod says it expected 'int'.
      if (issue.expected === 'int') return 'Enter a whole number';
      if (issue.expected === 'number') return 'Enter a number';
      return isMissing(issue.input) ? 'Fill in this field' : undefined;
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'not_multiple_of':
      if (issue.divisor === 1) return 'Enter a whole number';
      if (issue.divisor === 0.01) return 'Use at most two decimals';
      // A weight in kg, as a scale reads it in grams.
      return issue.divisor === 0.001 ? 'Use at most three decimals' : `Must be a multiple of ${amount(issue.divisor)}`;
    case 'invalid_format':
      if (issue.format === 'date') return 'Give the date as YYYY-MM-DD';
      if (issue.format === 'email') return 'Give a valid e-mail address';
      if (issue.format === 'url') return 'Give a valid web address';
      return issue.format === 'uuid' ? 'Choose one from the list' : undefined;
    case 'invalid_value':
      return 'Choose one of the options';
    default:
      return undefined;
  }
}
