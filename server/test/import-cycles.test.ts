/**
 * No import cycles anywhere in the source, type-only imports included: ESLint's import/no-cycle
 * (eslint-plugin-import) skips `import type` and has no option to count it, so madge walks the
 * server with common, and the web, each with its own tsconfig. A shared type belongs in the
 * contract or file that owns it, not in one of the two files that use it.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** The cycles madge finds under `folders` (relative to the repository), each as a list of files. */
async function cyclesIn(folders: string[], tsConfig?: string): Promise<string[][]> {
  const result = await madge(
    folders.map((folder) => path.join(root, folder)),
    { fileExtensions: ['ts', 'tsx'], ...(tsConfig ? { tsConfig: path.join(root, tsConfig) } : {}) },
  );
  return result.circular();
}

describe('import cycles', () => {
  it('counts a cycle made of type-only imports', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'heirloom-cycle-'));
    writeFileSync(path.join(folder, 'a.ts'), "import type { B } from './b';\nexport interface A { b: B }\n");
    writeFileSync(path.join(folder, 'b.ts'), "import type { A } from './a';\nexport interface B { a?: A }\n");
    const result = await madge(folder, { fileExtensions: ['ts'] });
    expect(result.circular()).toEqual([['a.ts', 'b.ts']]);
  });

  it('finds none in the server and common', { timeout: 120_000 }, async () => {
    expect(await cyclesIn(['server/src', 'common/src'], 'tsconfig.json')).toEqual([]);
  });

  it('finds none in the web', { timeout: 120_000 }, async () => {
    expect(await cyclesIn(['web/src'], 'web/tsconfig.json')).toEqual([]);
  });
});
