/**
 * Derives the display username from an e-mail address: the part before the at-sign
 * (docs/product/accounts-and-sessions.md "Username").
 * @param email an address such as "ada@example.com"
 * @returns "ada"; the whole input when it has no at-sign
 */
export function deriveUsername(email: string): string {
  const atIndex = email.indexOf('@');
  return atIndex === -1 ? email : email.slice(0, atIndex);
}

/**
 * Whether the person has chosen the name their family knows them by: one other than the name derived
 * from their e-mail address at sign-up (an address's local part is no name to greet someone with).
 */
export function hasChosenName(user: { username: string; email: string }): boolean {
  return user.username !== deriveUsername(user.email);
}

/**
 * The greeting of a signed-in page: "Welcome, {name}" once the person has chosen the name their
 * family knows them by, else "Welcome to {productName}" — never the name cut from their address
 * (docs/product/accounts-and-sessions.md "Username").
 */
export function welcomeLine(user: { username: string; email: string }, productName: string): string {
  return hasChosenName(user) ? `Welcome, ${user.username}` : `Welcome to ${productName}`;
}
