import { describe, expect, it } from 'vitest';
import { resamplePeaks } from './waveform';

describe('resamplePeaks', () => {
  it('keeps short peak lists as they are', () => {
    expect(resamplePeaks([0.1, 0.5], 4)).toEqual([0.1, 0.5]);
  });

  it('keeps the loudest peak of each stretch', () => {
    expect(resamplePeaks([0.1, 0.9, 0.2, 0.3, 0.8, 0.4], 3)).toEqual([0.9, 0.3, 0.8]);
  });

  it('draws exactly the bars asked for when the peaks do not divide evenly', () => {
    expect(resamplePeaks([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6], 3)).toEqual([0.1, 0.3, 0.6]);
  });
});
