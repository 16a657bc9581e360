/**
 * GET /api/system/capabilities: the tools this server's machine lacks and what each disables, which
 * the vault, voice recordings and recorder read to warn before anyone uploads — on SQLite and
 * PostgreSQL.
 */
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { SystemCapabilities } from '@heirloom/common/contracts/system-capabilities';
import { buildUser } from '../../../test/factories';
import { describeEachDatabase, TestClient } from '../../../test/test-app';

/** A search path with only ffmpeg and ffprobe on it: every other tool is missing. */
const onlyFfmpeg = mkdtempSync(path.join(os.tmpdir(), 'capabilities-path-'));
for (const name of ['ffmpeg', 'ffprobe']) symlinkSync(path.join('/usr/bin', name), path.join(onlyFfmpeg, name));
afterAll(() => rmSync(onlyFfmpeg, { recursive: true, force: true }));

describeEachDatabase(
  'system capabilities on a machine with only ffmpeg',
  (context) => {
    it('lists each missing tool with what it disables and the pages it affects, to signed-in users only', async () => {
      expect((await new TestClient(context().app).get('/api/system/capabilities')).statusCode).toBe(401);

      const { client } = await buildUser(context().app);
      const response = await client.get('/api/system/capabilities');
      expect(response.statusCode).toBe(200);
      const { missingTools } = response.json<SystemCapabilities>();
      expect(missingTools.map((tool) => tool.tool)).toEqual([
        'PocketSphinx',
        'poppler-utils',
        'libheif (heif-convert)',
        'perl',
        'age',
      ]);
      expect(missingTools[0]).toEqual({
        tool: 'PocketSphinx',
        debianPackages: ['pocketsphinx', 'pocketsphinx-en-us'],
        disables: 'voice recordings and videos get no transcript (unless WHISPER_MODEL_DIR names a Whisper model)',
        affects: ['vault', 'voice'],
      });
    });
  },
  { overrides: () => ({ toolSearchPath: onlyFfmpeg }) },
);

describeEachDatabase('system capabilities on this machine', (context) => {
  it('lists nothing missing where every package is installed', async () => {
    const { client } = await buildUser(context().app);
    expect((await client.get('/api/system/capabilities')).json<SystemCapabilities>()).toEqual({ missingTools: [] });
  });
});
