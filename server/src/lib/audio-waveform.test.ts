import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AUDIO_UNREADABLE_MESSAGE, computeWaveformPeaks, DEFAULT_PEAK_COUNT } from './audio-waveform';

const fixture = (name: string) => path.resolve(import.meta.dirname, '../../test/fixtures', name);
const scratch = mkdtempSync(path.join(tmpdir(), 'audio-waveform-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const isPeak = (value: number) => value >= 0 && value <= 1 && Number(value.toFixed(2)) === value;

describe('computeWaveformPeaks', () => {
  it('returns 96 peaks in 0..1 that follow the speech in a recording', async () => {
    const peaks = await computeWaveformPeaks(fixture('speech.wav'));

    expect(peaks).toHaveLength(DEFAULT_PEAK_COUNT);
    expect(peaks.every(isPeak)).toBe(true);
    expect(Math.max(...peaks)).toBeGreaterThan(0.1);
    expect(new Set(peaks).size).toBeGreaterThan(5); // speech rises and falls
  });

  it('reads the sound track of a video, at any number of peaks', async () => {
    const peaks = await computeWaveformPeaks(fixture('video.mp4'), 12);

    expect(peaks).toHaveLength(12);
    expect(peaks.every(isPeak)).toBe(true);
    expect(Math.max(...peaks)).toBeGreaterThan(0);
  });

  it('rejects a file without sound with a sentence a person can read', async () => {
    const textFile = path.join(scratch, 'notes.wav');
    writeFileSync(textFile, 'Remember to call grandma on Sunday.\n');

    await expect(computeWaveformPeaks(textFile)).rejects.toThrow(AUDIO_UNREADABLE_MESSAGE);
    await expect(computeWaveformPeaks(fixture('speech.wav'), 0)).rejects.toThrow(RangeError);
  });
});
