/**
 * A list of names as an English sentence says it, without a serial comma: "Sam", "Sam and Ivy",
 * "Sam, Ivy and Tom"; "" for none. E-mails and notes to people use it.
 */
export function joinNames(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
