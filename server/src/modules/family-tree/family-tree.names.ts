/**
 * A person's name in GEDCOM's terms (GEDCOM 7.0 PERSONAL_NAME_STRUCTURE; 5.5.1 the same with
 * ROMN/FONE instead of TRAN): the NAME payload as written ("Dr. Johann /von Goethe/ Sr", the surname
 * between slashes) and its pieces NPFX, GIVN, NICK, SPFX, SURN, NSFX. The payload is what a person
 * wrote and what is shown; the pieces are what the builder edits (docs/decisions/006, "Names").
 * Pure: no database.
 */
import { nameAsShown } from '@heirloom/common/contracts/family-tree-chart';
import { gedcomNode, type GedcomNode } from '../../lib/gedcom/gedcom-node';

/** The name pieces of one NAME structure, '' when not known. */
export interface NamePieces {
  /** NPFX: a title before the given names ("Dr.", "Lt. Cmndr."). */
  namePrefix: string;
  /** GIVN. */
  givenNames: string;
  /** NICK: a descriptive or familiar name, not part of the payload. */
  nickname: string;
  /** SPFX: a particle before the surname ("von", "de la"). */
  surnamePrefix: string;
  /** SURN. */
  surname: string;
  /** NSFX: after the name ("Sr", "Jr.", "III"). */
  nameSuffix: string;
}

/** No name at all. */
export const NO_NAME: NamePieces = {
  namePrefix: '',
  givenNames: '',
  nickname: '',
  surnamePrefix: '',
  surname: '',
  nameSuffix: '',
};

/** Each piece's GEDCOM tag, in the order GEDCOM 7.0 lists them under NAME (after TYPE). */
export const NAME_PIECE_TAGS = {
  namePrefix: 'NPFX',
  givenNames: 'GIVN',
  nickname: 'NICK',
  surnamePrefix: 'SPFX',
  surname: 'SURN',
  nameSuffix: 'NSFX',
} as const satisfies Record<keyof NamePieces, string>;

const PIECE_ORDER = ['TYPE', ...Object.values(NAME_PIECE_TAGS)];
const PIECE_KEYS = Object.keys(NAME_PIECE_TAGS) as (keyof NamePieces)[];

/** The payload's three parts: before the slashes, between them, after them ("" when absent). */
function payloadParts(payload: string) {
  const slashed = /^(.*?)\/(.*?)\/(.*)$/.exec(payload);
  if (!slashed) return { before: payload.trim(), inside: '', after: '' };
  return { before: slashed[1]!.trim(), inside: slashed[2]!.trim(), after: slashed[3]!.trim() };
}

/**
 * Whether a payload writes the surname first ("/Kovács/ János"): nothing before the slashes and
 * something after them. Such a name keeps that order when it is written again from its pieces.
 */
const isSurnameFirst = (payload: string | null) => {
  if (!payload) return false;
  const { before, after } = payloadParts(payload);
  return /\//.test(payload) && before === '' && after !== '';
};

/** `whole` without `part` at its start (or end); undefined when it does not begin (end) with it. */
const withoutStart = (whole: string, part: string) =>
  part && whole.startsWith(part) ? whole.slice(part.length).trim() : undefined;
const withoutEnd = (whole: string, part: string) =>
  part && whole.endsWith(part) ? whole.slice(0, whole.length - part.length).trim() : undefined;

/**
 * A prefix and the piece after it: from the substructures where the file has them, else from the
 * payload's part ("Dr. Johann" with GIVN "Johann" gives the prefix "Dr.").
 */
function prefixed(part: string, prefix: string | undefined, main: string | undefined) {
  if (prefix !== undefined && main !== undefined) return { prefix, main };
  if (prefix !== undefined) return { prefix, main: withoutStart(part, prefix) ?? part };
  if (main !== undefined) return { prefix: withoutEnd(part, main) ?? '', main };
  return { prefix: '', main: part };
}

/**
 * The pieces of a NAME structure: each piece substructure's value (7.0 may repeat one: joined by a
 * space), and what the payload says for the pieces the file did not write (GEDCOM 7.0: the payload
 * is the name; the pieces are optional). No NAME gives every piece ''.
 */
export function readNamePieces(name: GedcomNode | undefined): NamePieces {
  const payload = name?.value ?? '';
  const piece = (tag: string) => {
    const values = (name?.children ?? []).filter((child) => child.tag === tag).map((child) => child.value ?? '');
    return values.length ? values.join(' ') : undefined;
  };
  const parts = payloadParts(payload);
  const surnameFirst = isSurnameFirst(payload);
  const givenSide = surnameFirst ? parts.after : parts.before;
  const given = prefixed(givenSide, piece('NPFX'), piece('GIVN'));
  const surname = prefixed(parts.inside, piece('SPFX'), piece('SURN'));
  return {
    namePrefix: given.prefix,
    givenNames: given.main,
    nickname: piece('NICK') ?? '',
    surnamePrefix: surname.prefix,
    surname: surname.main,
    nameSuffix: piece('NSFX') ?? (surnameFirst ? '' : parts.after),
  };
}

/**
 * A NAME payload from pieces: "Dr. Johann /von Goethe/ Sr" (the surname and its particle between
 * slashes, no slashes without a surname; the nickname is not part of it). `surnameFirst` writes
 * "/Kovács/ János". Null when every piece of the payload is empty.
 */
export function composeNamePayload(pieces: NamePieces, surnameFirst = false): string | null {
  const join = (...words: string[]) => words.filter(Boolean).join(' ');
  const surname = join(pieces.surnamePrefix, pieces.surname);
  const slashed = surname ? `/${surname}/` : '';
  const given = join(pieces.namePrefix, pieces.givenNames);
  const payload = surnameFirst ? join(slashed, given, pieces.nameSuffix) : join(given, slashed, pieces.nameSuffix);
  return payload || null;
}

/**
 * A name after the builder changed its pieces: each changed piece's substructures replaced by one
 * (none when emptied) where the first stood, or in GEDCOM's order; the payload written again from
 * the pieces when one of its parts changed, in the order it had. Unchanged pieces and every other
 * substructure (TYPE, TRAN, NOTE, SOUR, extensions) stay as they were, byte for byte.
 */
export function editName(
  name: { payload: string | null; children: GedcomNode[] },
  before: NamePieces,
  after: NamePieces,
): { payload: string | null; children: GedcomNode[] } {
  const children = [...name.children];
  let isPayloadChanged = false;
  for (const key of PIECE_KEYS) {
    if (before[key] === after[key]) continue;
    if (key !== 'nickname') isPayloadChanged = true;
    const tag = NAME_PIECE_TAGS[key];
    let at = children.findIndex((child) => child.tag === tag);
    const kept = children.filter((child) => child.tag !== tag);
    if (at === -1) {
      at = kept.findIndex(
        (child) => !PIECE_ORDER.includes(child.tag) || PIECE_ORDER.indexOf(child.tag) > PIECE_ORDER.indexOf(tag),
      );
      if (at === -1) at = kept.length;
    }
    if (after[key]) kept.splice(at, 0, gedcomNode(tag, { value: after[key] }));
    children.splice(0, children.length, ...kept);
  }
  const payload = isPayloadChanged ? composeNamePayload(after, isSurnameFirst(name.payload)) : name.payload;
  return { payload, children };
}

/**
 * GEDCOM 5.5.1 NAME_TYPE values that 7.0 writes upper-case (g7:enumset-NAME-TYPE), and 7.0's
 * PROFESSIONAL, a user-defined word in 5.5.1 that reads back as itself.
 */
const NAME_TYPES_551 = ['aka', 'birth', 'immigrant', 'maiden', 'married', 'professional'];
/** The extension tag a 7.0 name translation (TRAN) is written as in 5.5.1, which has no TRAN there. */
const TRAN_551 = '_TRAN';

/**
 * A 5.5.1 NAME in 7.0 terms (GEDCOM 7.0 appendix "Changes from 5.5.1"): TYPE "birth" → BIRTH, a
 * user-defined type → OTHER with the text as PHRASE; `_TRAN` (how Heirloom writes a translation in
 * 5.5.1) → TRAN. Everything else as read.
 */
export function nameFrom551(name: GedcomNode): GedcomNode {
  const children = name.children.map((child) => {
    if (child.tag === TRAN_551) return { ...child, tag: 'TRAN' };
    if (child.tag !== 'TYPE' || child.children.length > 0) return child;
    const value = child.value ?? '';
    if (NAME_TYPES_551.includes(value.toLowerCase())) return { ...child, value: value.toUpperCase() };
    return { ...child, value: 'OTHER', children: [gedcomNode('PHRASE', { value })] };
  });
  return { ...name, children };
}

/**
 * A 7.0 NAME in 5.5.1 terms, the reverse of nameFrom551: TYPE BIRTH → "birth", OTHER → its
 * PHRASE ("other" without one; a PHRASE beside another type is let go: 5.5.1 has none); TRAN → `_TRAN`
 * (a 5.5.1 user-defined tag), so a 5.5.1 export loses no translation and reads back as TRAN.
 */
export function nameTo551(name: GedcomNode): GedcomNode {
  const children = name.children.map((child) => {
    if (child.tag === 'TRAN') return { ...child, tag: TRAN_551 };
    if (child.tag !== 'TYPE') return child;
    const phrase = child.children.find((grandchild) => grandchild.tag === 'PHRASE')?.value;
    const value = child.value ?? '';
    const isEnumerated = NAME_TYPES_551.includes(value.toLowerCase());
    return gedcomNode('TYPE', { value: !isEnumerated && phrase ? phrase : value.toLowerCase() });
  });
  return { ...name, children };
}

/** An individual row's name columns (tree_individuals) from pieces. */
export const namePieceColumns = (pieces: NamePieces) => ({
  name_prefix: pieces.namePrefix,
  given_names: pieces.givenNames,
  nickname: pieces.nickname,
  surname_prefix: pieces.surnamePrefix,
  surname: pieces.surname,
  name_suffix: pieces.nameSuffix,
});

/** The pieces an individual row holds. */
export const namePiecesOf = (row: ReturnType<typeof namePieceColumns>): NamePieces => ({
  namePrefix: row.name_prefix,
  givenNames: row.given_names,
  nickname: row.nickname,
  surnamePrefix: row.surname_prefix,
  surname: row.surname,
  nameSuffix: row.name_suffix,
});

/** A name beside a person's first: another NAME structure (with its TYPE), or a translation (TRAN, with its LANG) of any. */
export interface OtherName {
  name: string;
  /** A 7.0 name type (AKA, BIRTH, IMMIGRANT, MAIDEN, MARRIED, PROFESSIONAL), an OTHER type's PHRASE, or null. */
  type: string | null;
  /** A translation's BCP 47 language tag ("ru", "en-GB"); null for a NAME structure. */
  language: string | null;
}

/**
 * The other names of a person, as shown (without slashes): the translations of the first NAME
 * (its substructures `first`), then each other NAME structure followed by its translations.
 */
export function otherNamesOf(first: GedcomNode[], others: GedcomNode[]): OtherName[] {
  const child = (node: GedcomNode, tag: string) => node.children.find((candidate) => candidate.tag === tag);
  const typeOf = (node: GedcomNode) => {
    const type = child(node, 'TYPE');
    if (!type) return null;
    return (type.value === 'OTHER' ? child(type, 'PHRASE')?.value : undefined) ?? type.value ?? null;
  };
  const translations = (children: GedcomNode[]) =>
    children
      .filter((node) => node.tag === 'TRAN')
      .map((node) => ({
        name: nameAsShown(node.value ?? null),
        type: null,
        language: child(node, 'LANG')?.value ?? null,
      }));
  return [
    ...translations(first),
    ...others.flatMap((node) => [
      { name: nameAsShown(node.value ?? null), type: typeOf(node), language: null },
      ...translations(node.children),
    ]),
  ];
}
