import iconv from 'iconv-lite';
import { decodeAnsel } from 'read-gedcom/dist/cjs/parse/decoding/ansel.js';
import { GedcomSyntaxError } from './gedcom-node';

/** Character sets a GEDCOM file may be written in (5.5.1 §CHARACTER_SET; 7.0 is UTF-8 only). */
export type GedcomCharset = 'UTF-8' | 'UTF-16LE' | 'UTF-16BE' | 'ANSEL' | 'CP1252';

const HEAD_PEEK_BYTES = 4096;

/**
 * Turns a GEDCOM file's bytes into text. The charset comes from the byte-order mark, else from
 * zero bytes that show UTF-16 without one, else from HEAD.CHAR (ANSEL; ANSI/ASCII/WINDOWS →
 * CP1252; UNICODE → UTF-16; UTF-8 and no CHAR → UTF-8). ANSEL is read with read-gedcom's table,
 * CP1252 and UTF-16 with iconv-lite (docs/decisions/006).
 * @throws GedcomSyntaxError when the bytes do not start like a GEDCOM file
 */
export function decodeGedcom(bytes: Uint8Array): { text: string; charset: GedcomCharset } {
  const charset = detectCharset(bytes);
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let text: string;
  if (charset === 'ANSEL') {
    const copy = buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength);
    text = decodeAnsel(copy as ArrayBuffer, undefined, false);
  } else {
    text = iconv.decode(buffer, charset === 'CP1252' ? 'win1252' : charset.toLowerCase());
  }
  text = text.replace(/^\uFEFF/, '');
  if (!/^\s*0\s+HEAD\b/.test(text)) {
    throw new GedcomSyntaxError('This is not a GEDCOM file: it must start with "0 HEAD".', 1);
  }
  return { text, charset };
}

function detectCharset(bytes: Uint8Array): GedcomCharset {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'UTF-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'UTF-16LE';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'UTF-16BE';
  if (bytes[0] === 0x30 && bytes[1] === 0x00) return 'UTF-16LE';
  if (bytes[0] === 0x00 && bytes[1] === 0x30) return 'UTF-16BE';
  const head = Buffer.from(bytes.subarray(0, HEAD_PEEK_BYTES)).toString('latin1');
  const declared = /^\s*1\s+CHAR\s+([^\r\n]*)/m.exec(head)?.[1]?.trim().toUpperCase();
  if (declared === 'ANSEL') return 'ANSEL';
  if (declared === 'ANSI' || declared === 'ASCII' || declared === 'WINDOWS' || declared === 'CP1252') {
    return 'CP1252';
  }
  if (declared === 'UNICODE') return 'UTF-16LE';
  return 'UTF-8';
}
