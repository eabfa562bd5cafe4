import { z } from 'zod';
import { defineCatalogueEntry } from '../catalogueEntry';
import { defineCatalogueProperty } from '../catalogueProperty';

/** The chosen answer is the whole {text, value} answer object; the value feeds the score. */
export const assessmentQuestionEntry = defineCatalogueEntry({
  elType: 'AssessmentQuestion',
  label: 'Assessment Question',
  category: 'choice',
  properties: [
    defineCatalogueProperty('answers', 'weightedOptions', 'Answers', [], {
      section: 'choices',
      help: 'Each answer with the score it adds.',
    }),
  ],
  valueSchema: z.looseObject({ text: z.string(), value: z.number() }),
  rules: ['required'],
  emptiness: 'assessment',
});
