import { z } from 'zod';
import {
  DURATION_DEFAULT_OPTIONS,
  FREQUENCY_FIRST_DEFAULT_OPTIONS,
  FREQUENCY_SECOND_DEFAULT_OPTIONS,
} from '../../rules/frequencyDurationDefaults';
import { defineCatalogueEntry } from '../catalogueEntry';
import { type CataloguePropertyMeta, defineCatalogueProperty } from '../catalogueProperty';

/** One of the three lists of choices; a computed expression may stand in for any of them. */
function optionList(name: string, label: string, defaults: readonly string[]): CataloguePropertyMeta {
  return defineCatalogueProperty(name, 'options', label, defaults, { computed: true, section: 'choices' });
}

/** The value is the three parts joined by " - ", e.g. "Twice - per day - 1 week". */
export const frequencyDurationEntry = defineCatalogueEntry({
  elType: 'FrequencyDuration',
  label: 'Frequency Duration',
  category: 'input',
  properties: [
    optionList('frequencyFirstOptions', 'Frequency options', FREQUENCY_FIRST_DEFAULT_OPTIONS),
    optionList('frequencySecondOptions', 'Frequency period options', FREQUENCY_SECOND_DEFAULT_OPTIONS),
    optionList('durationOptions', 'Duration options', DURATION_DEFAULT_OPTIONS),
  ],
  valueSchema: z.string(),
  rules: ['required'],
  emptiness: 'frequencyDuration',
});
