/** A lookup item as chart records carry it (route, unit, allergen…): read for its name. */
export interface NamedRef {
  name?: string | null;
}

/** A medication as chart records carry it: "Sertraline" and its strength, "50 mg tablet". */
export interface MedicationRef extends NamedRef {
  strength?: string | null;
}
