import { z } from 'zod';
import { defineCatalogueEntry } from '../catalogueEntry';
import { emarEntryBase } from '../emarEntryBase';

/** The response is a list of groups, each with its vital items. */
export const emarPatientVitalsEntry = defineCatalogueEntry({
  ...emarEntryBase,
  elType: 'EmarPatientVitals',
  label: 'eMAR Patient Vitals',
  valueSchema: z.array(
    z.looseObject({
      items: z.array(
        z.looseObject({
          type: z.string().nullish(),
          value: z.union([z.string(), z.number()]).nullish(),
          notes: z.string().nullish(),
          createdOn: z.string().nullish(),
          updatedOn: z.string().nullish(),
        }),
      ),
    }),
  ),
});
