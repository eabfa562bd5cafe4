import { z } from 'zod';
import {
  DURATION_DEFAULT_OPTIONS,
  FREQUENCY_FIRST_DEFAULT_OPTIONS,
  FREQUENCY_SECOND_DEFAULT_OPTIONS,
} from '../../rules/frequencyDurationDefaults';
import { defineCatalogueEntry } from '../catalogueEntry';
import { defineCatalogueProperty } from '../catalogueProperty';

/** The value is the three parts joined by " - ", e.g. "Twice - per day - 1 week". */
export const frequencyDurationEntry = defineCatalogueEntry({
  elType: 'FrequencyDuration',
  label: 'Frequency Duration',
  category: 'input',
  properties: [
    defineCatalogueProperty(
      'frequencyFirstOptions',
      'options',
      'Frequency options',
      FREQUENCY_FIRST_DEFAULT_OPTIONS,
      {
        computed: true,
      },
    ),
    defineCatalogueProperty(
      'frequencySecondOptions',
      'options',
      'Frequency period options',
      FREQUENCY_SECOND_DEFAULT_OPTIONS,
      { computed: true },
    ),
    defineCatalogueProperty('durationOptions', 'options', 'Duration options', DURATION_DEFAULT_OPTIONS, {
      computed: true,
    }),
  ],
  valueSchema: z.string(),
  rules: ['required'],
  emptiness: 'frequencyDuration',
});
