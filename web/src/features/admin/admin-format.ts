/** Money in the admin panel: dollars as en-US writes them. */

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** @example formatDollars(1247) === '$1,247.00' */
export const formatDollars = (amount: number) => dollars.format(amount);
