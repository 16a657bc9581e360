/**
 * One GEDCOM structure: a line and its substructures (GEDCOM 7.0 §1 "structure"; 5.5.1 "record").
 * `pointer` holds a payload that is a pointer to a record (`@I1@`, `@VOID@`), `value` a text payload
 * with its escapes removed and CONT lines joined by "\n". `line` is the 1-based line number in
 * the file it was read from (absent for structures built in memory).
 */
export interface GedcomNode {
  tag: string;
  xref?: string;
  pointer?: string;
  value?: string;
  line?: number;
  children: GedcomNode[];
}

/** The GEDCOM versions Heirloom reads and writes. */
export type GedcomVersion = '7.0' | '5.5.1';

/** A file that cannot be read as GEDCOM; `line` is the 1-based line at fault, when there is one. */
export class GedcomSyntaxError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(line === undefined ? message : `Line ${line}: ${message}`);
    this.name = 'GedcomSyntaxError';
  }
}

/** Builds a node in memory; children default to none. */
export function gedcomNode(
  tag: string,
  payload: { value?: string | null; pointer?: string | null } = {},
  children: GedcomNode[] = [],
): GedcomNode {
  const node: GedcomNode = { tag, children };
  if (payload.pointer) node.pointer = payload.pointer;
  else if (payload.value !== undefined && payload.value !== null) node.value = payload.value;
  return node;
}

/** The first substructure with this tag, if any. */
export function childOf(node: GedcomNode, tag: string): GedcomNode | undefined {
  return node.children.find((child) => child.tag === tag);
}

/** Copies a node tree without line numbers (for storage). */
export function stripLines(node: GedcomNode): GedcomNode {
  const copy: GedcomNode = { tag: node.tag, children: node.children.map(stripLines) };
  if (node.xref) copy.xref = node.xref;
  if (node.pointer) copy.pointer = node.pointer;
  if (node.value !== undefined) copy.value = node.value;
  return copy;
}
