import { z } from 'zod';
import { defineCatalogueEntry } from '../catalogueEntry';
import { emarEntryBase } from '../emarEntryBase';

export const emarPatientDispenseReportEntry = defineCatalogueEntry({
  ...emarEntryBase,
  elType: 'EmarPatientDispenseReport',
  label: 'eMAR Patient Dispense Report',
  valueSchema: z.array(
    z.looseObject({
      /** Shown as 'Not Yet Dispensed' when empty. */
      dispensed: z.string().nullish(),
      scheduled: z.string().nullish(),
      drug: z.string().nullish(),
      drugQuantity: z.union([z.string(), z.number()]).nullish(),
      drugUom: z.string().nullish(),
      status: z.string().nullish(),
      administeredBy: z.string().nullish(),
    }),
  ),
});
