/** The database keeps integer cents; the API speaks dollars. */
export const centsToDollars = (cents: number): number => cents / 100;

/** Rounds away floating point noise: 19.99 * 100 is 1998.9999999999998. */
export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);
