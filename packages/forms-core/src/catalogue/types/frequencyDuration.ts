import { z } from 'zod';
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
      ['Once', 'Twice', '3 times', '4 times', '5 times', '1-3 times', '1-4 times', '2-8 times'],
      { computed: true },
    ),
    defineCatalogueProperty(
      'frequencySecondOptions',
      'options',
      'Frequency period options',
      ['day', 'week', 'month', 'session', 'shift', 'minute', 'hour', 'morning'].map(
        (period) => `per ${period}`,
      ),
      { computed: true },
    ),
    defineCatalogueProperty(
      'durationOptions',
      'options',
      'Duration options',
      ['forever', '1 week', '1 month', '6 months', '1 year'],
      { computed: true },
    ),
  ],
  valueSchema: z.string(),
  rules: ['required'],
  emptiness: 'frequencyDuration',
});
