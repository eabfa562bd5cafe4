import { z } from 'zod';
import { defineCatalogueEntry } from '../catalogueEntry';
import { emarEntryBase } from '../emarEntryBase';

export const emarScheduledTreatmentEventsEntry = defineCatalogueEntry({
  ...emarEntryBase,
  elType: 'EmarScheduledTreatmentEvents',
  label: 'eMAR Scheduled Treatment Events',
  valueSchema: z.array(
    z.looseObject({
      effectiveDate: z.string().nullish(),
      expirationDate: z.string().nullish(),
      frequency: z.unknown(),
      timesPerDay: z.union([z.string(), z.number()]).nullish(),
      drug: z.string().nullish(),
      drugQuantity: z.union([z.string(), z.number()]).nullish(),
      drugUom: z.string().nullish(),
      type: z.string().nullish(),
    }),
  ),
});
