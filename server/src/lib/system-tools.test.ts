import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeMissingTool, findMissingTools, SYSTEM_TOOLS } from './system-tools';

const folder = mkdtempSync(path.join(os.tmpdir(), 'system-tools-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('findMissingTools', () => {
  it('names every tool, with what it disables, when the search path holds none of them', async () => {
    const missing = await findMissingTools(folder);
    expect(missing.map((tool) => tool.tool)).toEqual(SYSTEM_TOOLS.map((tool) => tool.tool));
    const ffmpeg = missing.find((tool) => tool.tool === 'ffmpeg')!;
    expect(describeMissingTool(ffmpeg)).toBe(
      'ffmpeg missing: recordings get no duration, no video posters, no waveforms and no transcripts; videos browsers cannot play get no playable copy (install with: apt-get install -y ffmpeg)',
    );
    expect(ffmpeg).toEqual({
      tool: 'ffmpeg',
      debianPackages: ['ffmpeg'],
      disables: expect.any(String),
      affects: ['vault', 'voice', 'messages'],
    });
  });

  it('finds a tool only when all its programs are on the path', async () => {
    const partial = path.join(folder, 'partial');
    const complete = path.join(folder, 'complete');
    for (const [target, names] of [
      [partial, ['ffmpeg', 'pdftoppm', 'pdfinfo']],
      [complete, ['ffmpeg', 'ffprobe', 'pdftoppm', 'pdfinfo', 'pdftotext']],
    ] as const) {
      mkdirSync(target);
      for (const name of names) symlinkSync(path.join('/usr/bin', name), path.join(target, name));
    }
    const partialNames = (await findMissingTools(partial)).map((tool) => tool.tool);
    expect(partialNames).toContain('ffmpeg');
    expect(partialNames).toContain('poppler-utils');
    const completeNames = (await findMissingTools(complete)).map((tool) => tool.tool);
    expect(completeNames).not.toContain('ffmpeg');
    expect(completeNames).not.toContain('poppler-utils');
    expect(completeNames).toContain('age');
  });

  it('finds nothing missing on this machine, where .ci/run installed every package', async () => {
    expect(await findMissingTools()).toEqual([]);
  });
});
