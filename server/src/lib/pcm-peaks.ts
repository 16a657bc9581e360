/**
 * Turns a stream of signed 16-bit little-endian mono PCM into a fixed number of peaks, keeping one
 * running maximum per bucket, so an hour of sound needs no more memory than a second of it.
 */

/** Largest magnitude of a signed 16-bit sample (−32768). */
const FULL_SCALE = 32768;

export interface PeakAccumulator {
  /** Adds the next bytes of PCM; a chunk may end in the middle of a sample. */
  add(chunk: Buffer): void;
  /** `count` peaks, each the largest |sample| of its bucket as a fraction of full scale (0..1, 2 decimals). */
  peaks(): number[];
}

/**
 * Starts an accumulator that splits `expectedSamples` samples into `count` equal buckets. Samples past
 * the expected total land in the last bucket; buckets never reached stay 0.
 * @throws RangeError when `count` or `expectedSamples` is not a positive integer
 */
export function createPeakAccumulator(count: number, expectedSamples: number): PeakAccumulator {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`count must be a positive integer, got ${count}`);
  if (!Number.isInteger(expectedSamples) || expectedSamples < 1) {
    throw new RangeError(`expectedSamples must be a positive integer, got ${expectedSamples}`);
  }
  const maxima = new Array<number>(count).fill(0);
  let sampleIndex = 0;
  let pending = Buffer.alloc(0);
  return {
    add(chunk) {
      const bytes = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
      const usable = bytes.length - (bytes.length % 2);
      for (let offset = 0; offset < usable; offset += 2) {
        const bucket = Math.min(count - 1, Math.floor((sampleIndex * count) / expectedSamples));
        const magnitude = Math.abs(bytes.readInt16LE(offset));
        if (magnitude > maxima[bucket]!) maxima[bucket] = magnitude;
        sampleIndex += 1;
      }
      pending = Buffer.from(bytes.subarray(usable));
    },
    peaks() {
      return maxima.map((magnitude) => Math.round((magnitude / FULL_SCALE) * 100) / 100);
    },
  };
}
