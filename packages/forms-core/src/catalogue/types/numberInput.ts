import { z } from 'zod';
import { alertWhenProperty } from '../alertWhenProperty';
import { boundProperties } from '../boundProperties';
import { defineCatalogueEntry } from '../catalogueEntry';
import { defineCatalogueProperty } from '../catalogueProperty';

/** Inputs hand over text, so a numeric string is as good as a number. */
const numericValueSchema = z.union([
  z.number(),
  z.string().refine((text) => text.trim() !== '' && Number.isFinite(Number(text))),
]);

export const numberInputEntry = defineCatalogueEntry({
  elType: 'NumberInput',
  label: 'Number Input',
  category: 'input',
  properties: [
    defineCatalogueProperty('value', 'number', 'Default value', null, {
      nullable: true,
      computed: true,
      help: 'The number already filled in when the form opens.',
      emptyText: 'No default value',
    }),
    ...boundProperties('number'),
    // Shown after the box and the answer ("72 kg"); a FHIR quantity item's unit comes here.
    defineCatalogueProperty('unit', 'text', 'Unit', '', {
      help: 'Shown after the number, e.g. kg.',
    }),
    alertWhenProperty('number'),
  ],
  valueSchema: numericValueSchema,
  rules: ['required', 'minValue', 'maxValue'],
});
