import { z } from 'zod';
import { defineCatalogueEntry } from '../catalogueEntry';
import { optionsProperty, showInlineProperty } from '../choiceProperties';

export const singleChoiceEntry = defineCatalogueEntry({
  elType: 'SingleChoice',
  label: 'Single Choice',
  category: 'choice',
  properties: [optionsProperty([]), showInlineProperty],
  valueSchema: z.union([z.string(), z.number()]),
  rules: ['required'],
});
