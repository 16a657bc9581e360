/**
 * The two EXIF facts the vault uses from a photo: when it was taken and whether it says where.
 * Parsing is exif-reader's; this file only decides what counts as an answer.
 */
import exifReader from 'exif-reader';

export interface ExifDetails {
  /** DateTimeOriginal as an ISO-8601 instant (UTC, `Z`); null when absent or unreadable. */
  takenAt: string | null;
  /** True when the GPS IFD holds both a latitude and a longitude. */
  hasLocation: boolean;
}

/** OffsetTimeOriginal (EXIF 2.31), e.g. "+02:00". */
const UTC_OFFSET = /^([+-])(\d{2}):(\d{2})$/;

/**
 * exif-reader turns the "unknown" date "0000:00:00 00:00:00" into this instant (Date.UTC rolls year 0,
 * month −1, day 0 back into 1899).
 */
const ZERO_DATE_MS = Date.UTC(0, -1, 0);

/**
 * Reads the date taken and the presence of a GPS position from a raw EXIF block (as sharp's
 * `metadata().exif` gives it, with or without the "Exif\0\0" header).
 * DateTimeOriginal carries no time zone: with OffsetTimeOriginal the offset is applied, without it
 * the wall-clock time is treated as UTC (EXIF keeps the zone in that separate tag, added in EXIF 2.31).
 * Never throws: a missing or malformed block means no date and no location.
 */
export function readExifDetails(exif: Buffer | undefined): ExifDetails {
  if (!exif) return { takenAt: null, hasLocation: false };
  let tags: ReturnType<typeof exifReader>;
  try {
    tags = exifReader(exif);
  } catch {
    return { takenAt: null, hasLocation: false };
  }
  const gps = tags.GPSInfo;
  return {
    takenAt: toInstant(tags.Photo?.DateTimeOriginal, tags.Photo?.OffsetTimeOriginal),
    hasLocation: isCoordinate(gps?.GPSLatitude) && isCoordinate(gps?.GPSLongitude),
  };
}

function toInstant(wallClock: unknown, offset: unknown): string | null {
  if (!(wallClock instanceof Date)) return null;
  const wallClockMs = wallClock.getTime();
  if (Number.isNaN(wallClockMs) || wallClockMs === ZERO_DATE_MS) return null;
  const match = typeof offset === 'string' ? UTC_OFFSET.exec(offset.trim()) : null;
  if (!match) return wallClock.toISOString();
  const offsetMs = (Number(match[2]) * 60 + Number(match[3])) * 60_000 * (match[1] === '-' ? -1 : 1);
  return new Date(wallClockMs - offsetMs).toISOString();
}

/** Degrees, minutes, seconds as three finite numbers. */
function isCoordinate(value: unknown): boolean {
  return Array.isArray(value) && value.length === 3 && value.every((part) => Number.isFinite(part));
}
