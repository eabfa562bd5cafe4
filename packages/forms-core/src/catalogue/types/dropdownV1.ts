import { z } from 'zod';
import { alertWhenProperty } from '../alertWhenProperty';
import { defineCatalogueEntry } from '../catalogueEntry';
import { multiselectProperty, optionsProperty } from '../choiceProperties';

/** Version 1: the value is the chosen option, or the list of them with multiselect. */
export const dropdownV1Entry = defineCatalogueEntry({
  elType: 'Dropdown',
  version: 1,
  label: 'Dropdown',
  category: 'choice',
  properties: [optionsProperty(['Option 1', 'Option 2']), multiselectProperty, alertWhenProperty('options')],
  valueSchema: z.union([z.string(), z.array(z.string())]),
  rules: ['required'],
});
