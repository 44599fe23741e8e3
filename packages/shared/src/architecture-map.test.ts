import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * ARCHITECTURE.md's table of key folders stays true: every folder it names exists, and every folder of the
 * places a newcomer looks first (the repository's top, apps/api/src, apps/web/src) is in it.
 */
const repo = path.resolve(import.meta.dirname, '../../..');
const architecture = fs.readFileSync(path.join(repo, 'ARCHITECTURE.md'), 'utf8');

function keyFolders(): string[] {
  const section = architecture.split('## Key folders')[1]?.split('\n## ')[0] ?? '';
  const firstCells = [...section.matchAll(/^\| (`[^|]+) \|/gm)].map((match) => match[1]!);
  return firstCells.flatMap((cell) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!));
}

const subfolders = (dir: string) =>
  fs
    .readdirSync(path.join(repo, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
    .map((entry) => (dir === '.' ? entry.name : `${dir}/${entry.name}`));

/** Folders a newcomer need not be told about: tool output, generated files, and the trees they already named. */
const notKeyFolders = new Set(['apps', 'packages', 'docs', 'data', 'apps/api/src/types']);

describe("ARCHITECTURE.md's key folders", () => {
  const folders = keyFolders();

  it('names some folders (the table is where the test looks)', () => {
    expect(folders.length).toBeGreaterThan(10);
  });

  it('names only folders that exist', () => {
    expect(folders.filter((folder) => !fs.existsSync(path.join(repo, folder)))).toEqual([]);
  });

  it('names every folder of the top, apps/api/src and apps/web/src that a newcomer needs', () => {
    const needed = [...subfolders('.'), ...subfolders('apps/api/src'), ...subfolders('apps/web/src')].filter(
      (folder) => !notKeyFolders.has(folder) && !folders.some((named) => named === folder || named.startsWith(`${folder}/`)),
    );
    expect(needed).toEqual([]);
  });
});
