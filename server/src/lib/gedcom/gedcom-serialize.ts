import type { GedcomNode, GedcomVersion } from './gedcom-node';

/** 5.5.1 §"GEDCOM line": at most 255 characters a line; values are split with CONC well below it. */
const MAX_551_VALUE_CHARS = 200;

/**
 * The bytes of a GEDCOM file: UTF-8, and for 7.0 the byte-order mark its "Characters" section
 * (FamilySearch GEDCOM 7.0 §1.1) recommends, without which programs read a file that has no CHAR
 * line as Windows-1252. 5.5.1 declares its charset in HEAD.CHAR and gets no mark.
 */
export function encodeGedcom(text: string, version: GedcomVersion): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  return version === '7.0' ? Buffer.concat([UTF8_BYTE_ORDER_MARK, bytes]) : bytes;
}

const UTF8_BYTE_ORDER_MARK = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * Writes records as GEDCOM text (UTF-8, CRLF-free "\n" lines, TRLR appended). Multi-line values
 * become CONT lines; "@" is escaped as the version says (7.0: a leading "@" only; 5.5.1: every "@",
 * except a leading date calendar escape such as "@#DJULIAN@"); in 5.5.1 long values are split
 * with CONC, never next to a space.
 * @param records HEAD first, then the records; TRLR is added here
 */
export function serializeGedcom(records: GedcomNode[], version: GedcomVersion): string {
  const out: string[] = [];
  for (const record of records) writeNode(record, 0, version, out);
  out.push('0 TRLR');
  return out.join('\n') + '\n';
}

function writeNode(node: GedcomNode, level: number, version: GedcomVersion, out: string[]): void {
  const head = `${level}${node.xref ? ` ${node.xref}` : ''} ${node.tag}`;
  if (node.pointer) out.push(`${head} ${node.pointer}`);
  else if (node.value === undefined || node.value === '') out.push(head);
  else {
    const [first = '', ...rest] = node.value.split(/\r\n|\r|\n/);
    writeText(head, first, level, version, out);
    for (const line of rest) writeText(`${level + 1} CONT`, line, level, version, out);
  }
  for (const child of node.children) writeNode(child, level + 1, version, out);
}

function writeText(head: string, text: string, level: number, version: GedcomVersion, out: string[]): void {
  if (version === '7.0') {
    out.push(text === '' ? head : `${head} ${text.startsWith('@') ? `@${text}` : text}`);
    return;
  }
  const chunks = splitForConc(escape551(text));
  out.push(chunks[0] ? `${head} ${chunks[0]}` : head);
  for (const chunk of chunks.slice(1)) out.push(`${level + 1} CONC ${chunk}`);
}

function escape551(text: string): string {
  const calendar = /^@#D[A-Z_ ]+@ /.exec(text)?.[0] ?? '';
  return calendar + text.slice(calendar.length).replace(/@/g, '@@');
}

function splitForConc(text: string): string[] {
  const chunks: string[] = [];
  let rest = text;
  while (rest.length > MAX_551_VALUE_CHARS) {
    let cut = MAX_551_VALUE_CHARS;
    // never split next to a space (readers trim them), an "@@" pair or a surrogate pair
    while (
      cut > 1 &&
      (rest[cut - 1] === ' ' ||
        rest[cut] === ' ' ||
        (rest[cut - 1] === '@' && rest[cut] === '@') ||
        /[\uD800-\uDBFF]/.test(rest[cut - 1]!))
    ) {
      cut -= 1;
    }
    chunks.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  chunks.push(rest);
  return chunks;
}
