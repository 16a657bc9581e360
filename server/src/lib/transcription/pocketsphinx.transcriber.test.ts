import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPocketSphinxTranscriber } from './pocketsphinx.transcriber';

const fixtures = path.resolve(import.meta.dirname, '../../../test/fixtures');
const execFileAsync = promisify(execFile);

async function probeDurationMs(file: string): Promise<number> {
  const { stdout } = await execFileAsync('ffprobe', [
    ...['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=noprint_wrappers=1:nokey=1', file],
  ]);
  return Number.parseFloat(stdout) * 1000;
}

describe('PocketSphinx transcriber', () => {
  let temporaryDirectory: string;

  beforeEach(async () => {
    temporaryDirectory = await mkdtemp(path.join(tmpdir(), 'pocketsphinx-test-'));
  });
  afterEach(async () => {
    await rm(temporaryDirectory, { recursive: true, force: true });
  });

  it('transcribes the spoken voice note, with its duration and real-time factor', { timeout: 90_000 }, async () => {
    const voiceNote = path.join(fixtures, 'voice-note.wav');
    const transcriber = createPocketSphinxTranscriber({ temporaryDirectory });

    const result = await transcriber.transcribe(voiceNote);

    for (const word of ['love', 'remember', 'summer', 'happy', 'together']) expect(result.text).toContain(word);
    expect(result.provider).toBe('pocketsphinx');
    expect(result.language).toBe('en-US');
    const probedMs = await probeDurationMs(voiceNote);
    expect(Math.abs(result.audioDurationMs - probedMs) / probedMs).toBeLessThan(0.1);
    expect(result.realTimeFactor).toBeGreaterThan(0);
    expect(result.realTimeFactor).toBeCloseTo(result.processingMs / result.audioDurationMs, 6);
    expect(await readdir(temporaryDirectory)).toEqual([]);
  });

  it('transcribes the sound track of a video', { timeout: 90_000 }, async () => {
    // video.mp4: H.264 video with a 16 kHz mono AAC track of synthetic speech, 4 s long.
    const video = path.join(fixtures, 'video.mp4');
    const transcriber = createPocketSphinxTranscriber({ temporaryDirectory });

    const result = await transcriber.transcribe(video);

    expect(typeof result.text).toBe('string');
    const probedMs = await probeDurationMs(video);
    expect(Math.abs(result.audioDurationMs - probedMs) / probedMs).toBeLessThan(0.1);
  });

  it('rejects a file that is not a recording with a readable message and leaves no temporary file', async () => {
    const notAudio = path.join(temporaryDirectory, 'notes.wav');
    await writeFile(notAudio, 'These are written notes, not a recording.\n');
    const workDirectory = path.join(temporaryDirectory, 'work');
    await mkdir(workDirectory);
    const transcriber = createPocketSphinxTranscriber({ temporaryDirectory: workDirectory });

    await expect(transcriber.transcribe(notAudio)).rejects.toThrow('ffmpeg could not read this recording');
    expect(await readdir(workDirectory)).toEqual([]);
  });
});
