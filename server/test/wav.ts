/**
 * Long WAV files made on the spot for upload tests and benches: a valid RIFF/WAVE header (16-bit
 * mono PCM at 48 kHz, so the server sniffs audio/wav) before the sound, which is noise so that
 * nothing compresses it along the way.
 */
import { randomBytes } from 'node:crypto';

/** The 44-byte WAV header for `dataBytes` of 16-bit mono 48 kHz PCM. */
export function wavHeader(dataBytes: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(48_000, 24);
  header.writeUInt32LE(96_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/** A WAV file of `bytes` in all (header included) whose sound is random noise. */
export const noiseWav = (bytes: number): Buffer => Buffer.concat([wavHeader(bytes - 44), randomBytes(bytes - 44)]);
