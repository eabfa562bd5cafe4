/**
 * The scheduling clock. Everything that decides "past" or "upcoming", or when an offer
 * expires, reads it here, so a test can pin the time without touching the app's wiring.
 */
let current: () => Date = () => new Date();

export function now(): Date {
  return current();
}

/** Pins (or, with null, releases) the clock; tests only. */
export function setClockForTests(clock: (() => Date) | null): void {
  current = clock ?? (() => new Date());
}
