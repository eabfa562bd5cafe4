/** An offer is held for its patient this long, then passes to the next one waiting. */
export const offerValidHours = 2;
