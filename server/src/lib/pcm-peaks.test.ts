import { describe, expect, it } from 'vitest';
import { createPeakAccumulator } from './pcm-peaks';

/** Signed 16-bit little-endian PCM of the given samples. */
const pcm = (samples: number[]) => {
  const bytes = Buffer.alloc(samples.length * 2);
  samples.forEach((sample, index) => bytes.writeInt16LE(sample, index * 2));
  return bytes;
};

describe('createPeakAccumulator', () => {
  it('keeps the loudest |sample| of each bucket, across chunks split inside a sample', () => {
    const accumulator = createPeakAccumulator(4, 8);
    const bytes = pcm([100, -16384, 0, 3277, -32768, 5, 0, 0, 32767]); // one sample past the expected 8

    accumulator.add(bytes.subarray(0, 3));
    accumulator.add(bytes.subarray(3, 11));
    accumulator.add(bytes.subarray(11));

    expect(accumulator.peaks()).toEqual([0.5, 0.1, 1, 1]);
  });

  it('leaves buckets that the sound never reached at 0', () => {
    const accumulator = createPeakAccumulator(4, 8);
    accumulator.add(pcm([16384, 16384]));

    expect(accumulator.peaks()).toEqual([0.5, 0, 0, 0]);
  });
});
