/**
 * scripts/ensure-system-packages.sh: on a fresh machine that lacks the Debian tools and cannot
 * install them (not root), `npm test` stops at once with the one command to run.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, '../../scripts/ensure-system-packages.sh');
const bin = mkdtempSync(path.join(os.tmpdir(), 'ensure-packages-'));
afterAll(() => rmSync(bin, { recursive: true, force: true }));

/** Runs the script with only `tools` (and bash's basics) on PATH, as user `uid` (a stand-in `id`). */
function runWith(tools: string[], uid: number) {
  const folder = mkdtempSync(path.join(bin, 'path-'));
  for (const tool of ['bash', ...tools]) symlinkSync(path.join('/usr/bin', tool), path.join(folder, tool));
  writeFileSync(path.join(folder, 'id'), `#!/usr/bin/bash\necho ${uid}\n`, { mode: 0o755 });
  return spawnSync('/usr/bin/bash', [script], { env: { PATH: folder }, encoding: 'utf8' });
}

describe('ensure-system-packages.sh', () => {
  it('stops at once, naming every missing package in one command, when it may not install them', () => {
    const result = runWith(['ffmpeg', 'perl', 'age'], 1000);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'sudo apt-get install -y chromium poppler-utils pocketsphinx libheif-examples espeak-ng sox',
    );
    expect(result.stdout).toBe('');
  });

  it('passes quietly when every tool is there', () => {
    const all = ['chromium', 'ffmpeg', 'pdftoppm', 'perl', 'pocketsphinx_continuous', 'age', 'heif-convert'];
    const result = runWith([...all, 'espeak-ng', 'sox'], 1000);
    expect({ status: result.status, stdout: result.stdout, stderr: result.stderr }).toEqual({
      status: 0,
      stdout: '',
      stderr: '',
    });
  });
});
