import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { selectTranscriber } from './transcriber';

describe('selectTranscriber', () => {
  it('picks PocketSphinx when no Whisper model is configured', async () => {
    const transcriber = await selectTranscriber({});
    expect(transcriber?.name).toBe('pocketsphinx');
  });

  it('throws a clear error when the Whisper model directory is empty', async () => {
    const emptyDirectory = await mkdtemp(path.join(tmpdir(), 'whisper-empty-'));
    try {
      await expect(selectTranscriber({ whisperModelDir: emptyDirectory })).rejects.toThrow(
        `No usable Whisper model in ${emptyDirectory}`,
      );
    } finally {
      await rm(emptyDirectory, { recursive: true, force: true });
    }
  });
});
