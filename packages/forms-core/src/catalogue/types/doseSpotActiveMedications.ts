import { z } from 'zod';
import { defineCatalogueEntry } from '../catalogueEntry';
import { prescribingDateFilterProperty } from '../dateFilterProperty';

/** Active medications from the prescribing integration (DoseSpot). */
export const doseSpotActiveMedicationsEntry = defineCatalogueEntry({
  elType: 'DoseSpotActiveMedications',
  label: 'Dose Spot Active Medications',
  category: 'clinical',
  properties: [prescribingDateFilterProperty],
  defaults: { label: 'Dose Spot Active Medications' },
  valueSchema: z.array(
    z.looseObject({
      medication: z.string().nullish(),
      effectiveDate: z.string().nullish(),
      sig: z.string().nullish(),
      dispense: z.union([z.string(), z.number()]).nullish(),
      date: z.string().nullish(),
      substitutionAllowed: z.boolean().nullish(),
      daySupply: z.union([z.string(), z.number()]).nullish(),
      numberOfRefills: z.union([z.string(), z.number()]).nullish(),
    }),
  ),
  rules: ['required'],
});
