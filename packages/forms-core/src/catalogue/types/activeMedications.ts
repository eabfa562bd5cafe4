import { z } from 'zod';
import { defineCatalogueProperty } from '../catalogueProperty';
import { defineClinicalListEntry } from '../clinicalListEntry';

/** Scheduled (SCH) and as-needed (PRN) medications, as form-level rows. */
export const activeMedicationsEntry = defineClinicalListEntry({
  elType: 'ActiveMedications',
  label: 'Active Medications',
  properties: [
    defineCatalogueProperty('type', 'select', 'Medication type', 'both', {
      choices: [
        { value: 'both', label: 'Both' },
        { value: 'sch', label: 'Scheduled' },
        { value: 'prn', label: 'PRN' },
      ],
    }),
  ],
  record: {
    dateRange: z.unknown(),
    type: z.enum(['SCH', 'PRN']).nullish(),
    medicationLabel: z.string().nullish(),
    times: z.array(z.string()).nullish(),
    frequency: z.unknown(),
    instructions: z.string().nullish(),
  },
  rules: ['required'],
});
