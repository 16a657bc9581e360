/** Name pieces read from a NAME structure, a name written again after an edit, and 5.5.1 ↔ 7.0 name types. */
import { describe, expect, it } from 'vitest';
import { gedcomNode } from '../../lib/gedcom/gedcom-node';
import { nameAsShown } from '@heirloom/common/contracts/family-tree-chart';
import { editName, nameFrom551, nameTo551, NO_NAME, readNamePieces } from './family-tree.names';

const name = (payload: string, pieces: [string, string][] = []) =>
  gedcomNode(
    'NAME',
    { value: payload },
    pieces.map(([tag, value]) => gedcomNode(tag, { value })),
  );

describe('readNamePieces', () => {
  it('takes the pieces the file writes', () => {
    const pieces = [['NPFX', 'Dr.'], ['GIVN', 'Johann'], ['SPFX', 'von'], ['SURN', 'Goethe'], ['NSFX', 'Sr']] as [string, string][]; // prettier-ignore
    expect(readNamePieces(name('Dr. Johann /von Goethe/ Sr', pieces))).toEqual({
      namePrefix: 'Dr.',
      givenNames: 'Johann',
      nickname: '',
      surnamePrefix: 'von',
      surname: 'Goethe',
      nameSuffix: 'Sr',
    });
  });

  it('reads from the payload what the file does not write: a title before GIVN, a particle before SURN, a suffix', () => {
    expect(
      readNamePieces(
        name('Dr. Johann /von Goethe/ Sr', [
          ['GIVN', 'Johann'],
          ['SURN', 'Goethe'],
        ]),
      ),
    ).toEqual({
      namePrefix: 'Dr.',
      givenNames: 'Johann',
      nickname: '',
      surnamePrefix: 'von',
      surname: 'Goethe',
      nameSuffix: 'Sr',
    });
    expect(readNamePieces(name('John /Doe/'))).toMatchObject({ givenNames: 'John', surname: 'Doe', nameSuffix: '' });
    expect(readNamePieces(name('Aka'))).toMatchObject({ givenNames: 'Aka', surname: '' });
    expect(readNamePieces(name('/Kovács/ János'))).toMatchObject({
      givenNames: 'János',
      surname: 'Kovács',
      nameSuffix: '',
    });
    expect(readNamePieces(undefined)).toEqual(NO_NAME);
  });
});

describe('editName', () => {
  it('replaces only the changed pieces where they stood and writes the payload again', () => {
    const before = name('Johann /Goethe/', [
      ['TYPE', 'BIRTH'],
      ['GIVN', 'Johann'],
      ['SURN', 'Goethe'],
      ['NOTE', 'n'],
    ]);
    const pieces = readNamePieces(before);
    const edited = editName({ payload: before.value!, children: before.children }, pieces, {
      ...pieces,
      namePrefix: 'Dr.',
      surname: 'Göthe',
    });
    expect(edited.payload).toBe('Dr. Johann /Göthe/');
    expect(edited.children.map((node) => `${node.tag} ${node.value}`)).toEqual([
      'TYPE BIRTH',
      'NPFX Dr.',
      'GIVN Johann',
      'SURN Göthe',
      'NOTE n',
    ]);
  });

  it('keeps the payload when only the nickname changes, and a surname-first order', () => {
    const pieces = readNamePieces(name('/Kovács/ János'));
    expect(editName({ payload: '/Kovács/ János', children: [] }, pieces, { ...pieces, nickname: 'Jani' })).toEqual({
      payload: '/Kovács/ János',
      children: [gedcomNode('NICK', { value: 'Jani' })],
    });
    expect(
      editName({ payload: '/Kovács/ János', children: [] }, pieces, { ...pieces, nameSuffix: 'Jr.' }).payload,
    ).toBe('/Kovács/ János Jr.');
  });
});

it('shows a name without slashes', () => {
  expect(nameAsShown('Dr. Johann /von Goethe/ Sr')).toBe('Dr. Johann von Goethe Sr');
  expect(nameAsShown('/Kovács/ János')).toBe('Kovács János');
  expect(nameAsShown(null)).toBe('');
});

it('writes 7.0 name types and translations in 5.5.1 terms and reads them back', () => {
  const seven = gedcomNode('NAME', { value: 'A /B/' }, [
    gedcomNode('TYPE', { value: 'OTHER' }, [gedcomNode('PHRASE', { value: 'Stage name' })]),
    gedcomNode('TRAN', { value: 'А /Б/' }, [gedcomNode('LANG', { value: 'ru' })]),
  ]);
  const old = nameTo551(seven);
  expect(old.children.map((node) => `${node.tag} ${node.value}`)).toEqual(['TYPE Stage name', '_TRAN А /Б/']);
  expect(nameFrom551(old)).toEqual(seven);
  expect(nameFrom551(name('x', [['TYPE', 'married']])).children[0]).toEqual(gedcomNode('TYPE', { value: 'MARRIED' }));
  expect(nameTo551(name('x', [['TYPE', 'PROFESSIONAL']])).children[0]!.value).toBe('professional');
});
