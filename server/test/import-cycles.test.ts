/**
 * No import cycles anywhere in the repository's code, type-only imports included: madge walks the
 * server with common, its tests, benches, the journeys and the scripts, and the web with its build
 * scripts, each with its own tsconfig. (ESLint's import/no-cycle is not used: it skips `import type`,
 * and it was nine tenths of the lint's time.) A shared type belongs in the contract or file that
 * owns it, not in one of the two files that use it.
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
    { fileExtensions: ['ts', 'tsx', 'mjs', 'js'], ...(tsConfig ? { tsConfig: path.join(root, tsConfig) } : {}) },
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

  it('counts a cycle made of value imports between scripts', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'heirloom-cycle-'));
    writeFileSync(path.join(folder, 'a.mjs'), "import { b } from './b.mjs';\nexport const a = () => b;\n");
    writeFileSync(path.join(folder, 'b.mjs'), "import { a } from './a.mjs';\nexport const b = () => a;\n");
    const result = await madge(folder, { fileExtensions: ['mjs'] });
    expect(result.circular()).toEqual([['a.mjs', 'b.mjs']]);
  });

  it(
    'finds none in the server, common, their tests and benches, the journeys and the scripts',
    { timeout: 120_000 },
    async () => {
      const folders = ['server/src', 'server/test', 'server/bench', 'common/src', 'e2e', 'scripts'];
      expect(await cyclesIn(folders, 'tsconfig.json')).toEqual([]);
    },
  );

  it('finds none in the web and its build scripts', { timeout: 120_000 }, async () => {
    expect(await cyclesIn(['web/src', 'web/vite'], 'web/tsconfig.json')).toEqual([]);
  });
});
