import { describe, expect, it } from 'vitest';
import { livingWord } from './person-format';
import { vitalChange } from './person-vitals';

describe('vitalChange', () => {
  const death = { id: 'e1', date: '1990', place: null };

  it('removes the death when "Has died" is unchecked, and sends nothing when there was none', () => {
    expect(vitalChange(death, '1990', '', false)).toEqual({ kind: 'delete', id: 'e1' });
    expect(vitalChange(undefined, '', '', false)).toBeNull();
  });

  it('adds an event only when it has a date or place, and changes one only when they differ', () => {
    expect(vitalChange(undefined, ' ABT 1900 ', '', true)).toEqual({ kind: 'add', date: 'ABT 1900', place: null });
    expect(vitalChange(undefined, ' ', '', true)).toBeNull();
    expect(vitalChange(death, '1990', ' ', true)).toBeNull();
    expect(vitalChange(death, '', 'Kraków', true)).toEqual({ kind: 'change', id: 'e1', date: null, place: 'Kraków' });
  });
});

describe('livingWord', () => {
  it('says what the living rule decided, "Deceased" only when no death year shows it', () => {
    expect(livingWord({ living: 'living', deathYear: null })).toBe('Living');
    expect(livingWord({ living: 'deceased', deathYear: null })).toBe('Deceased');
    expect(livingWord({ living: 'deceased', deathYear: 1990 })).toBeNull();
    expect(livingWord({ living: 'unknown', deathYear: null })).toBeNull();
  });
});
