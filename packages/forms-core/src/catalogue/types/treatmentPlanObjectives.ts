import { z } from 'zod';
import { defineCatalogueEntry } from '../catalogueEntry';
import { treatmentPlanDocumentSchema } from '../values/documentValue';

/** Objectives are keyed problem_{n}_objective_{m}. */
export const treatmentPlanObjectivesEntry = defineCatalogueEntry({
  elType: 'TreatmentPlanObjectives',
  label: 'Treatment Plan Objectives',
  category: 'clinical',
  valueSchema: z.looseObject({
    document: treatmentPlanDocumentSchema.nullish(),
    problemObjectives: z.unknown(),
    selectedObjectives: z.union([z.array(z.string()), z.record(z.string(), z.boolean())]).nullish(),
    objectiveDetails: z.record(z.string(), z.string()).nullish(),
  }),
  rules: ['required'],
  emptiness: 'treatmentPlan',
});
