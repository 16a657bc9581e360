import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { parseGedcomDate, toGedcom551Date, toGedcom70Date } from '@heirloom/common/domain/gedcom-date';
import { decodeGedcom } from './gedcom-decode';
import { GedcomSyntaxError } from './gedcom-node';
import { readGedcom } from './gedcom-parse';
import { serializeGedcom } from './gedcom-serialize';

const BOUNDS = { maxRecords: 100 };
/** Every record of `text`, read to the end (readGedcom reads them lazily; a fault throws on the way). */
const recordsOf = (text: string, bounds = BOUNDS) => [...readGedcom(text, bounds).records()];

function gedcom551(body: string, char = 'UTF-8'): string {
  return `0 HEAD\n1 GEDC\n2 VERS 5.5.1\n2 FORM LINEAGE-LINKED\n1 CHAR ${char}\n${body}0 TRLR\n`;
}

describe('decodeGedcom', () => {
  it('reads ANSEL (HEAD.CHAR ANSEL): a combining acute before the letter', () => {
    const bytes = Buffer.concat([
      Buffer.from(gedcom551('0 @I1@ INDI\n1 NAME Ren', 'ANSEL').split('0 TRLR')[0]!, 'latin1'),
      Buffer.from([0xe2, 0x65]),
      Buffer.from(' /Dupont/\n0 TRLR\n', 'latin1'),
    ]);
    const { text, charset } = decodeGedcom(bytes);
    expect(charset).toBe('ANSEL');
    expect(text).toContain('René /Dupont/');
  });

  it('reads CP1252 (HEAD.CHAR ANSI) and UTF-16 with and without a byte-order mark', () => {
    const text = gedcom551('0 @I1@ INDI\n1 NAME Zoë /Müller/\n', 'ANSI');
    expect(decodeGedcom(iconv.encode(text, 'win1252'))).toMatchObject({ charset: 'CP1252' });
    expect(decodeGedcom(iconv.encode(text, 'win1252')).text).toContain('Zoë /Müller/');
    const utf16 = gedcom551('0 @I1@ INDI\n1 NAME Zoë /Müller/\n', 'UNICODE');
    expect(decodeGedcom(iconv.encode(utf16, 'utf16le', { addBOM: true })).text).toContain('Zoë');
    expect(decodeGedcom(iconv.encode(utf16, 'utf16-be')).charset).toBe('UTF-16BE');
    expect(decodeGedcom(iconv.encode(utf16, 'utf16-be')).text).toContain('Müller');
  });

  it('refuses bytes that do not start with 0 HEAD', () => {
    expect(() => decodeGedcom(Buffer.from('hello'))).toThrow(GedcomSyntaxError);
  });
});

describe('readGedcom', () => {
  it('joins CONT and CONC, unescapes "@@" everywhere in 5.5.1, keeps line numbers and pointers', () => {
    const reading = readGedcom(
      gedcom551('0 @I1@ INDI\n1 NOTE mail me@@example.com\n2 CONC  at home\n2 CONT second\n1 FAMS @F1@\n'),
      BOUNDS,
    );
    expect(reading.version).toBe('5.5.1');
    const [individual] = reading.records();
    expect(individual).toMatchObject({ tag: 'INDI', xref: '@I1@', line: 6 });
    expect(individual!.children[0]).toMatchObject({ tag: 'NOTE', value: 'mail me@example.com at home\nsecond' });
    expect(individual!.children[1]).toMatchObject({ tag: 'FAMS', pointer: '@F1@', line: 10 });
  });

  it('unescapes only a leading "@@" in 7.0', () => {
    const text = '0 HEAD\n1 GEDC\n2 VERS 7.0\n0 @N1@ SNOTE @@me and a@@b\n1 CONT @@@@ four\n0 TRLR\n';
    const reading = readGedcom(text, BOUNDS);
    expect(reading.version).toBe('7.0');
    expect(recordsOf(text)[0]!.value).toBe('@me and a@@b\n@@@ four');
  });

  it('names the line of a malformed file', () => {
    const text = gedcom551('0 @I1@ INDI\n1 NAME Ann\nthis is not gedcom\n');
    expect(() => recordsOf(text)).toThrow(/Line 8:/);
    expect(() => recordsOf(gedcom551('0 @I1@ INDI\n3 NAME Ann\n'))).toThrow(/Line 7: Level 3/);
    expect(() => recordsOf('0 HEAD\n0 @I1@ INDI\n')).toThrow(/trailer/);
  });

  it('refuses more records than allowed', () => {
    const body = Array.from({ length: 3 }, (_, index) => `0 @I${index}@ INDI\n`).join('');
    expect(() => recordsOf(gedcom551(body), { maxRecords: 2 })).toThrow(/more than 2 records/);
  });
});

describe('serializeGedcom', () => {
  const note = { tag: 'NOTE', value: '@home\nsecond line with a@b', children: [] };
  const individual = { tag: 'INDI', xref: '@I1@', children: [note, { tag: 'FAMS', pointer: '@F1@', children: [] }] };
  const head = { tag: 'HEAD', children: [{ tag: 'GEDC', children: [{ tag: 'VERS', value: '7.0', children: [] }] }] };

  it('writes 7.0 with CONT lines and a leading "@" doubled, and reads back the same', () => {
    const text = serializeGedcom([head, individual], '7.0');
    expect(text).toContain('1 NOTE @@home\n2 CONT second line with a@b\n1 FAMS @F1@\n0 TRLR\n');
    expect(recordsOf(text)[0]).toMatchObject({
      children: [{ value: note.value }, { pointer: '@F1@' }],
    });
  });

  it('writes 5.5.1 with every "@" doubled but calendar escapes, and long values split with CONC', () => {
    const head551 = { ...head, children: [{ tag: 'GEDC', children: [{ tag: 'VERS', value: '5.5.1', children: [] }] }] };
    const long = `${'word '.repeat(120)}end`;
    const record = {
      tag: 'INDI',
      xref: '@I1@',
      children: [
        note,
        { tag: 'NOTE', value: long, children: [] },
        { tag: 'DATE', value: '@#DJULIAN@ 1 JAN 1700', children: [] },
      ],
    };
    const text = serializeGedcom([head551, record], '5.5.1');
    expect(text).toContain('1 NOTE @@home\n2 CONT second line with a@@b\n');
    expect(text).toContain('1 DATE @#DJULIAN@ 1 JAN 1700\n');
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(255);
    expect(text.match(/2 CONC /g)?.length).toBeGreaterThanOrEqual(2);
    const [read] = recordsOf(text);
    expect(read!.children.map((child) => child.value)).toEqual([note.value, long, '@#DJULIAN@ 1 JAN 1700']);
  });
});

describe('GEDCOM dates', () => {
  it('reads the 7.0 date grammar with a sort key in Julian days', () => {
    expect(parseGedcomDate('1 JAN 2000')).toMatchObject({ kind: 'exact', sortKey: 2451545 });
    expect(parseGedcomDate('ABT JULIAN 26 AUG 918 BCE')).toMatchObject({
      kind: 'about',
      start: { calendar: 'JULIAN', day: 26, month: 'AUG', year: 918, isBce: true },
    });
    expect(parseGedcomDate('BET 1900 AND 1910')).toMatchObject({ kind: 'between', end: { year: 1910 } });
    expect(parseGedcomDate('FROM 1 MAR 1800 TO 1810')?.kind).toBe('from-to');
    expect(parseGedcomDate('TO 1810')).toMatchObject({ kind: 'to', end: { year: 1810 } });
    expect(parseGedcomDate('AFT HEBREW 18 TMZ 7')?.sortKey).toBeTypeOf('number');
    expect(parseGedcomDate('ABT _UNKNOWN 11 _MONTH 38')).toMatchObject({ kind: 'about', sortKey: null });
    expect(parseGedcomDate('')).toMatchObject({ kind: 'none', sortKey: null });
    expect(parseGedcomDate('sometime in spring')).toBeNull();
    // Julian 1 Jan 1700 is Gregorian 11 Jan 1700 (ten days apart until Julian 29 Feb 1700)
    expect(parseGedcomDate('JULIAN 1 JAN 1700')!.sortKey).toBe(parseGedcomDate('11 JAN 1700')!.sortKey);
    expect(parseGedcomDate('1 JAN 1900')!.sortKey).toBeLessThan(parseGedcomDate('2 JAN 1900')!.sortKey!);
  });

  it('converts 5.5.1 payloads to 7.0 and back', () => {
    expect(toGedcom70Date('@#DJULIAN@ 1 JAN 1699/00')).toEqual({ value: 'JULIAN 1 JAN 1699' });
    expect(toGedcom70Date('INT 1900 (about then)')).toEqual({ value: '1900', phrase: 'about then' });
    expect(toGedcom70Date('(spring)')).toEqual({ value: '', phrase: 'spring' });
    expect(toGedcom70Date('BEF 44 B.C.')).toEqual({ value: 'BEF 44 BCE' });
    expect(toGedcom551Date('ABT FRENCH_R 11 FLOR 92')).toBe('ABT @#DFRENCH R@ 11 FLOR 92');
    expect(toGedcom551Date('1900', 'about then')).toBe('INT 1900 (about then)');
    for (const value of ['ABT JULIAN 26 AUG 918 BCE', 'BET HEBREW 1 TSH 5000 AND 5001', 'FROM 1 MAR 1800 TO 1810']) {
      expect(toGedcom70Date(toGedcom551Date(value))).toEqual({ value });
    }
  });
});
