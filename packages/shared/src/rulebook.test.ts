import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The rulebook (docs/product/README.md) names, for every rule, the file that implements it and the test that
 * proves it. This keeps those names true: a file that moved or was renamed fails here until its page says so.
 */

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const rulebookDir = join(repoRoot, 'docs', 'product');
const pages = readdirSync(rulebookDir)
  .filter((name) => name.endsWith('.md'))
  .sort();

/**
 * A repository path as the pages cite it in backticks: relative (an address such as `/sitemap.xml` is not a
 * file of the repository), segments joined by `/`, ending in a file extension, no spaces or placeholders.
 */
const repositoryPath = /^(?!\/)[\w@.-]+(?:\/[\w@.[\]-]+)+\.[A-Za-z0-9]+$/;

/** Every inline code span of a page, outside fenced blocks. */
function codeSpans(markdown: string): string[] {
  const withoutFences = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return [...withoutFences.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!.trim());
}

function citedPaths(page: string): string[] {
  return [...new Set(codeSpans(readFileSync(join(rulebookDir, page), 'utf8')).filter((span) => repositoryPath.test(span)))];
}

describe('the rulebook in docs/product', () => {
  it('has its index and pages', () => {
    expect(pages).toContain('README.md');
    expect(pages.length).toBeGreaterThan(1);
  });

  it.each(pages)('%s cites only files that exist', (page) => {
    const missing = citedPaths(page).filter((path) => {
      const absolute = join(repoRoot, path);
      return !existsSync(absolute) || !statSync(absolute).isFile();
    });
    expect(missing, `${relative(repoRoot, join(rulebookDir, page))} cites files that do not exist`).toEqual([]);
  });

  it('lists every page in its index', () => {
    const index = readFileSync(join(rulebookDir, 'README.md'), 'utf8');
    const unlisted = pages.filter((page) => page !== 'README.md' && !index.includes(`](${page})`));
    expect(unlisted).toEqual([]);
  });
});
