import { describe, expect, it } from 'vitest';
import { describeGedcomDate, editableDate, isDayFirst, readEverydayDate, unreadableDateMessage } from './everyday-date';

describe('readEverydayDate', () => {
  it.each([
    ['14/03/1965', true, '14 MAR 1965'],
    ['3/4/1890', true, '3 APR 1890'],
    ['3/4/1890', false, '4 MAR 1890'],
    ['14.3.1965', true, '14 MAR 1965'],
    ['1965-03-14', false, '14 MAR 1965'],
    ['March 14, 1965', true, '14 MAR 1965'],
    ['14 March 1965', false, '14 MAR 1965'],
    ['March 1965', true, 'MAR 1965'],
    ['1965', true, '1965'],
    ['about 1938', true, 'ABT 1938'],
    ['c. 1938', true, 'ABT 1938'],
    ['circa June 1938', false, 'ABT JUN 1938'],
    ['before 1900', true, 'BEF 1900'],
    ['after 2 June 2015', true, 'AFT 2 JUN 2015'],
    ['between 1900 and 1910', true, 'BET 1900 AND 1910'],
    ['from 1914 to 1918', true, 'FROM 1914 TO 1918'],
    ['12 mar 1931', true, '12 MAR 1931'],
    ['ABT 1900', false, 'ABT 1900'],
    ['BET JULIAN 1700 AND 1710', true, 'BET JULIAN 1700 AND 1710'],
    ['  ', true, ''],
  ])('reads %j (day first: %s) as %j', (typed, dayFirst, gedcom) => {
    expect(readEverydayDate(typed, dayFirst)).toEqual({ gedcom });
  });

  it.each(['31/02/1990', '14/03/65', 'next Tuesday', 'today', 'spring 1940', 'about', 'between 1900 and soon'])(
    'refuses %j with a message that says what to write',
    (typed) => {
      expect(readEverydayDate(typed, true)).toEqual({ error: unreadableDateMessage(typed) });
    },
  );
});

describe('describeGedcomDate', () => {
  it.each([
    ['ABT 1938', 'en-GB', 'about 1938'],
    ['2 JUN 2015', 'en-GB', '2 June 2015'],
    ['2 JUN 2015', 'en-US', 'June 2, 2015'],
    ['JUN 2015', 'en-GB', 'June 2015'],
    ['BET 1900 AND 1910', 'en-GB', 'between 1900 and 1910'],
    ['FROM 1914 TO 1918', 'en-GB', 'from 1914 to 1918'],
    ['BEF 12 MAR 1931', 'en-GB', 'before 12 March 1931'],
    ['44 BCE', 'en-GB', '44 BCE'],
    ['HEBREW 12 TSH 5780', 'en-GB', '12 TSH 5780 (Hebrew)'],
    ['31 FEB 1900', 'en-GB', '31 FEB 1900'],
    ['14/03/1965', 'en-GB', '14/03/1965'],
  ])('shows %j in %s as %j', (gedcom, locale, words) => {
    expect(describeGedcomDate(gedcom, locale)).toBe(words);
  });

  it('reads back what it shows, in both orders of day and month', () => {
    for (const [locale, dayFirst] of [
      ['en-GB', true],
      ['en-US', false],
    ] as const) {
      for (const gedcom of ['2 JUN 2015', 'ABT JUN 1938', 'BET 1900 AND 3 APR 1910', 'AFT 1 JAN 1850'])
        expect(readEverydayDate(describeGedcomDate(gedcom, locale), dayFirst)).toEqual({ gedcom });
    }
  });
});

describe('isDayFirst', () => {
  it('follows the locale', () => {
    expect(isDayFirst('en-GB')).toBe(true);
    expect(isDayFirst('de-DE')).toBe(true);
    expect(isDayFirst('en-US')).toBe(false);
  });
});

describe('editableDate', () => {
  it('offers a stored date in words when they read back as the same date, else as stored', () => {
    expect(editableDate('ABT 1938', 'en-GB')).toBe('about 1938');
    expect(editableDate('2 JUN 2015', 'en-US')).toBe('June 2, 2015');
    expect(editableDate('HEBREW 12 TSH 5780', 'en-GB')).toBe('HEBREW 12 TSH 5780');
    expect(editableDate('31 FEB 1900', 'en-GB')).toBe('31 FEB 1900');
    expect(editableDate(null)).toBe('');
  });
});
