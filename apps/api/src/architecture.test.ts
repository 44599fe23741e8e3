import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * What the linter's import zones cannot see (docs/decisions/032): a table is written only by the module (or the
 * piece of shared infrastructure) whose `*.schema.ts` declares it. Everyone may read it; the flows, which own
 * no table, change tables only through modules' public functions.
 */

const src = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [path.relative(src, full)] : [];
  });
}

/** Who owns a file: `modules/<area>` for a module's files, else the top folder (flows, lib, mail, audit…). */
function ownerOf(file: string): string {
  const [top, area] = file.split(path.sep);
  return top === 'modules' ? `modules/${area}` : top!;
}

/** Code that sets up or inspects the whole app (tests, demo data, the fuzzer) may write anything. */
const wholeAppCode = /(\.test\.ts$|^test-support\/|^fuzz\/|^db\/seed\/|^db\/schema\.ts$)/;

const files = sourceFiles(src);
const tableOwners = new Map<string, string>();
for (const file of files.filter((f) => f.endsWith('.schema.ts'))) {
  for (const [, table] of fs.readFileSync(path.join(src, file), 'utf8').matchAll(/^export const (\w+) = pgTable\(/gm)) {
    tableOwners.set(table!, ownerOf(file));
  }
}

/** Every table a file writes: drizzle's insert, update and delete, and the same statements in sql`` templates. */
function tablesWrittenBy(file: string): string[] {
  const text = fs.readFileSync(path.join(src, file), 'utf8');
  const written = [
    ...text.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g),
    ...text.matchAll(/\b(?:update|insert\s+into|delete\s+from)\s+\$\{(\w+)\}/gi),
  ].map((match) => match[1]!);
  return [...new Set(written)].filter((name) => tableOwners.has(name));
}

const appCode = files.filter((file) => !wholeAppCode.test(file));

describe('the API keeps each table to its owner (docs/decisions/032)', () => {
  it('finds the tables and the writes it checks', () => {
    expect(tableOwners.get('orders')).toBe('modules/orders');
    expect(tableOwners.get('outboxEmails')).toBe('mail');
    expect(tablesWrittenBy(path.join('modules', 'orders', 'order-moves.ts'))).toEqual(expect.arrayContaining(['orders', 'orderUpdates']));
    expect(tablesWrittenBy(path.join('modules', 'catalogue', 'stock.ts'))).toContain('products');
  });

  it('writes every table only from the module that declares it', () => {
    const foreignWrites = appCode.flatMap((file) =>
      tablesWrittenBy(file)
        .filter((table) => tableOwners.get(table) !== ownerOf(file))
        .map((table) => `${file} writes ${table} (owned by ${tableOwners.get(table)})`),
    );
    expect(foreignWrites).toEqual([]);
  });

  it('gives every module one public face', () => {
    const modules = fs.readdirSync(path.join(src, 'modules'));
    expect(modules.filter((area) => !fs.existsSync(path.join(src, 'modules', area, 'public.ts')))).toEqual([]);
  });
});
