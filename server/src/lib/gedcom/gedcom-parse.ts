import { GedcomSyntaxError, type GedcomNode, type GedcomVersion } from './gedcom-node';

/** Something worth telling the person importing, tied to a line of the file. */
export interface GedcomWarning {
  line: number;
  message: string;
}

const LINE = /^\s*(0|[1-9][0-9]*) +(?:(@[^@\s]+@) +)?([A-Za-z0-9_]+)(?: (.*))?$/;
const POINTER = /^@[^@#\s][^@]*@$/;

/**
 * A GEDCOM text being read: its version and HEAD, read at once; its records, read from the text
 * each time `records()` is called, one at a time, so a reader of a 50,000-person file holds one
 * record's structures, not the whole file's (about 1.3 million).
 */
export interface GedcomReading {
  version: GedcomVersion;
  header: GedcomNode;
  /**
   * The records (TRLR left out), in file order, read again on each call.
   * @throws GedcomSyntaxError (while iterating) with the line number of the first malformed line
   */
  records: () => Generator<GedcomNode>;
  /** The warnings met in the whole file: filled once a first call of `records()` has read it to the end. */
  warnings: GedcomWarning[];
}

/**
 * Reads GEDCOM text (already decoded, see decodeGedcom) into records with line numbers.
 * CONT joins with "\n" and CONC without (5.5.1); "@@" unescapes as the file's version says
 * (GEDCOM 7.0 §1.3: only a leading "@@"; 5.5.1: every "@@"). The version is HEAD.GEDC.VERS: 7.x
 * reads as '7.0', anything else as '5.5.1'.
 * @param options.maxRecords more level-0 records than this is an error (the import's: 100,000)
 * @throws GedcomSyntaxError when the file does not start with a HEAD (its records throw their own)
 */
export function readGedcom(text: string, options: { maxRecords: number }): GedcomReading {
  const version = detectVersion(linesOf(text));
  const header = rootsOf(text, version, options, []).next().value!;
  const warnings: GedcomWarning[] = [];
  let isWarned = false;
  return {
    version,
    header,
    warnings,
    *records() {
      const met: GedcomWarning[] = [];
      let isHeader = true;
      for (const root of rootsOf(text, version, options, met)) {
        if (!isHeader) yield root;
        isHeader = false;
      }
      if (!isWarned) warnings.push(...met);
      isWarned = true;
    },
  };
}

/**
 * The level-0 structures of `text` (HEAD first, TRLR left out), each yielded once it is complete.
 * @throws GedcomSyntaxError with the line number of the first malformed line
 */
function* rootsOf(
  text: string,
  version: GedcomVersion,
  options: { maxRecords: number },
  warnings: GedcomWarning[],
): Generator<GedcomNode> {
  const stack: GedcomNode[] = [];
  // One string per tag name, not one per line: a 50,000-person file has about 1.3 million lines.
  const tags = new Map<string, string>();
  let current: GedcomNode | undefined;
  let rootCount = 0;
  let sawTrailer = false;
  let lineNumber = 0;
  for (const raw of linesOf(text)) {
    lineNumber += 1;
    if (raw.trim() === '') continue;
    if (sawTrailer) {
      throw new GedcomSyntaxError('Nothing may follow the trailer (0 TRLR).', lineNumber);
    }
    const match = LINE.exec(raw);
    if (!match) {
      throw new GedcomSyntaxError(`"${raw.slice(0, 80)}" is not a GEDCOM line (level, tag, value).`, lineNumber);
    }
    const level = Number(match[1]);
    const xref = match[2];
    let tag = tags.get(match[3]!);
    if (tag === undefined) tags.set(match[3]!, (tag = match[3]!));
    const payload = match[4];
    if (level > stack.length) {
      throw new GedcomSyntaxError(`Level ${level} cannot follow level ${stack.length - 1}.`, lineNumber);
    }
    stack.length = level;
    const parent = stack[level - 1];
    if (tag === 'CONT' || tag === 'CONC') {
      if (!parent || xref) throw new GedcomSyntaxError(`${tag} must continue the line above it.`, lineNumber);
      if (tag === 'CONC' && version === '7.0') {
        warnings.push({ line: lineNumber, message: 'CONC is not part of GEDCOM 7.0; joined anyway.' });
      }
      const text = unescapeText(payload ?? '', version);
      parent.value = (parent.value ?? parent.pointer ?? '') + (tag === 'CONT' ? '\n' : '') + text;
      delete parent.pointer;
      continue;
    }
    if (xref && level > 0) throw new GedcomSyntaxError('Only records (level 0) may have an xref.', lineNumber);
    const node: GedcomNode = { tag, line: lineNumber, children: [] };
    if (xref) node.xref = xref;
    if (payload !== undefined && payload !== '') {
      if (POINTER.test(payload)) node.pointer = payload;
      else node.value = unescapeText(payload, version);
    }
    if (parent) parent.children.push(node);
    else {
      if (rootCount === 0 && tag !== 'HEAD')
        throw new GedcomSyntaxError('The file must start with 0 HEAD.', lineNumber);
      if (current) yield current;
      current = undefined;
      if (tag === 'TRLR') sawTrailer = true;
      else {
        current = node;
        rootCount += 1;
      }
      if (rootCount > options.maxRecords + 1) {
        throw new GedcomSyntaxError(`The file has more than ${options.maxRecords} records.`, lineNumber);
      }
    }
    stack.push(node);
  }
  if (!sawTrailer) throw new GedcomSyntaxError('The file ends without its trailer (0 TRLR).', lineNumber);
  if (current) yield current;
}

/**
 * The lines of `text` one at a time (split at CR LF, CR or LF), so a large file is never held twice:
 * as its text and as an array of its lines.
 */
function* linesOf(text: string): Generator<string> {
  const breaks = /\r\n|\r|\n/g;
  let start = 0;
  for (let found = breaks.exec(text); found; found = breaks.exec(text)) {
    yield text.slice(start, found.index);
    start = breaks.lastIndex;
  }
  yield text.slice(start);
}

function detectVersion(lines: Iterable<string>): GedcomVersion {
  let inGedc = false;
  let index = 0;
  for (const line of lines) {
    if (index++ === 0) continue;
    if (index > 200 || /^\s*0 /.test(line)) break;
    if (/^\s*1 /.test(line)) inGedc = /^\s*1 GEDC\b/.test(line);
    const version = inGedc ? /^\s*2 VERS\s+(\S+)/.exec(line)?.[1] : undefined;
    if (version) return version.startsWith('7.') ? '7.0' : '5.5.1';
  }
  return '5.5.1';
}

function unescapeText(payload: string, version: GedcomVersion): string {
  if (version === '7.0') return payload.startsWith('@@') ? payload.slice(1) : payload;
  return payload.replace(/@@/g, '@');
}
