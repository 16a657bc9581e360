/** How the chart and the builder write a person's years. */
import type { ChartPerson } from '@heirloom/common/contracts/family-tree-chart';

const yearText = (year: number) => (year < 0 ? `${-year} BCE` : String(year));

/** "1900–1980", "b. 1950", "d. 1980", or "" when neither year is known. */
export function lifeSpan(person: Pick<ChartPerson, 'birthYear' | 'deathYear'>): string {
  const { birthYear, deathYear } = person;
  if (birthYear !== null && deathYear !== null) return `${yearText(birthYear)}–${yearText(deathYear)}`;
  if (birthYear !== null) return `b. ${yearText(birthYear)}`;
  if (deathYear !== null) return `d. ${yearText(deathYear)}`;
  return '';
}

/**
 * The living rule's answer in a word (docs/decisions/006): "Living", "Deceased" when no death year
 * says so already, or null (unknown, or the years tell).
 */
export function livingWord(person: Pick<ChartPerson, 'living' | 'deathYear'>): string | null {
  if (person.living === 'living') return 'Living';
  return person.living === 'deceased' && person.deathYear === null ? 'Deceased' : null;
}
