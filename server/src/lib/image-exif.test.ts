import { describe, expect, it } from 'vitest';
import { readExifDetails } from './image-exif';

describe('readExifDetails', () => {
  it('answers "no date, no location" for a missing or malformed EXIF block', () => {
    expect(readExifDetails(undefined)).toEqual({ takenAt: null, hasLocation: false });
    expect(readExifDetails(Buffer.from('Exif\0\0not a TIFF header'))).toEqual({ takenAt: null, hasLocation: false });
  });
});
