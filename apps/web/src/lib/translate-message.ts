/*
 * The API's messages in the page's language (docs/product/languages.md). The `errors` catalogue is keyed by the English
 * text itself; a message with a varying part has a key with ICU values ('{name} is out of stock'), which
 * matches any text of that shape, each value becoming what the text holds in its place ('Musang King').
 */

export type MessageValues = Record<string, string>;

/** Says a known message in the page's language: `key` of the catalogue, with the values found in the text. */
export type SayMessage = (key: string, values: MessageValues) => string;

/** Writes a value found in a message as the page's language does ('2027-05-12' as a day) before the message is said. */
export type FormatValue = (value: string) => string;

interface Pattern {
  key: string;
  names: string[];
  regex: RegExp;
  /** How much of the key is fixed text: the more, the more specific. */
  fixed: number;
}

const VALUE = /\{(\w+)\}/g;
/** A calendar day as the API writes one ('2027-05-12'), on its own: not part of a time ('2027-05-12T10:00Z') or a longer code. */
const CALENDAR_DAY = /(?<![\w-])\d{4}-\d{2}-\d{2}(?![\w-])/g;
/** A validation reply's message: '<where>.<field>: <the field's message>' (apps/api/src/lib/error-handler.ts). */
const FIELD_MESSAGE = /^((?:body|querystring|query|params|headers)(?:\.[\w-]+)*): (.+)$/s;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function toPattern(key: string): Pattern | null {
  const names: string[] = [];
  let source = '';
  let fixed = 0;
  let last = 0;
  for (const match of key.matchAll(VALUE)) {
    const literal = key.slice(last, match.index);
    source += escapeRegex(literal);
    fixed += literal.length;
    // A value named twice must hold the same text both times.
    const seen = names.indexOf(match[1]!);
    if (seen >= 0) {
      source += `\\${seen + 1}`;
    } else {
      source += '(.+?)';
      names.push(match[1]!);
    }
    last = match.index + match[0].length;
  }
  if (names.length === 0) return null;
  const tail = key.slice(last);
  return { key, names, regex: new RegExp(`^${source}${escapeRegex(tail)}$`, 's'), fixed: fixed + tail.length };
}

/**
 * `text` with each calendar day in it ('2027-05-12') written by `formatDay`: the API writes a day as ISO, the page in its
 * language ('Wednesday, 12 May 2027'). A message said in English, and the values of one said in another language.
 */
export function formatCalendarDays(text: string, formatDay: (day: string) => string): string {
  return text.replace(CALENDAR_DAY, (day) => formatDay(day));
}

/**
 * A function that returns `text` in the page's language when `keys` (the catalogue's English keys) hold it,
 * exactly or as a key with values, each value written by `formatValue` when given, else `text` as it is. A
 * validation reply's 'body.email: <message>' keeps its field and has its message said.
 */
export function messageTranslator(keys: Iterable<string>, say: SayMessage, formatValue?: FormatValue): (text: string) => string {
  const exact = new Set<string>();
  const patterns: Pattern[] = [];
  for (const key of keys) {
    const pattern = toPattern(key);
    if (pattern) patterns.push(pattern);
    else exact.add(key);
  }
  patterns.sort((a, b) => b.fixed - a.fixed);

  function find(text: string): { key: string; values: MessageValues } | null {
    if (exact.has(text)) return { key: text, values: {} };
    for (const { key, names, regex } of patterns) {
      const match = regex.exec(text);
      if (!match) continue;
      const values: MessageValues = {};
      names.forEach((name, index) => {
        values[name] = formatValue ? formatValue(match[index + 1]!) : match[index + 1]!;
      });
      return { key, values };
    }
    return null;
  }

  return function translate(text: string): string {
    const found = find(text);
    if (found) return say(found.key, found.values);
    const field = FIELD_MESSAGE.exec(text);
    if (field) {
      const inner = find(field[2]!);
      if (inner) return `${field[1]}: ${say(inner.key, inner.values)}`;
    }
    return text;
  };
}
