import { z } from 'zod';
import { defineClinicalListEntry } from '../clinicalListEntry';
import { prescribingDateFilterProperty } from '../dateFilterProperty';

/** Active medications from the prescribing integration (DoseSpot). */
export const doseSpotActiveMedicationsEntry = defineClinicalListEntry({
  elType: 'DoseSpotActiveMedications',
  label: 'Dose Spot Active Medications',
  properties: [prescribingDateFilterProperty],
  record: {
    medication: z.string().nullish(),
    effectiveDate: z.string().nullish(),
    sig: z.string().nullish(),
    dispense: z.union([z.string(), z.number()]).nullish(),
    date: z.string().nullish(),
    substitutionAllowed: z.boolean().nullish(),
    daySupply: z.union([z.string(), z.number()]).nullish(),
    numberOfRefills: z.union([z.string(), z.number()]).nullish(),
  },
  rules: ['required'],
});
