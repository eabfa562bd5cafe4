import { z } from 'zod';
import { defineCatalogueEntry } from '../catalogueEntry';

export const pictureEntry = defineCatalogueEntry({
  elType: 'Picture',
  label: 'Picture',
  category: 'media',
  valueSchema: z.looseObject({
    /** The picture image data. */
    picture: z.string().nullish(),
    date: z.string().nullish(),
  }),
  rules: ['required'],
  emptiness: 'picture',
});
