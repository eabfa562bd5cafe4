import { z } from 'zod';
import { alertWhenProperty } from '../alertWhenProperty';
import { defineCatalogueEntry } from '../catalogueEntry';
import { optionsProperty, showInlineProperty } from '../choiceProperties';

export const singleChoiceEntry = defineCatalogueEntry({
  elType: 'SingleChoice',
  label: 'Single Choice',
  category: 'choice',
  properties: [optionsProperty([]), showInlineProperty, alertWhenProperty('options')],
  valueSchema: z.union([z.string(), z.number()]),
  rules: ['required'],
});
