import { z } from 'zod';
import { defineCatalogueEntry } from '../catalogueEntry';
import { defineCatalogueProperty } from '../catalogueProperty';

/** Scheduled (SCH) and as-needed (PRN) medications, as form-level rows. */
export const activeMedicationsEntry = defineCatalogueEntry({
  elType: 'ActiveMedications',
  label: 'Active Medications',
  category: 'clinical',
  properties: [
    defineCatalogueProperty('type', 'select', 'Medication type', 'both', {
      choices: [
        { value: 'both', label: 'Both' },
        { value: 'sch', label: 'Scheduled' },
        { value: 'prn', label: 'PRN' },
      ],
    }),
  ],
  defaults: { label: 'Active Medications' },
  valueSchema: z.array(
    z.looseObject({
      dateRange: z.unknown(),
      type: z.enum(['SCH', 'PRN']).nullish(),
      medicationLabel: z.string().nullish(),
      times: z.array(z.string()).nullish(),
      frequency: z.unknown(),
      instructions: z.string().nullish(),
    }),
  ),
  rules: ['required'],
});
