import { z } from 'zod';
import { defineCatalogueEntry } from '../catalogueEntry';
import { defineCatalogueProperty } from '../catalogueProperty';

const personName = {
  firstName: z.string().nullish(),
  middleName: z.string().nullish(),
  lastName: z.string().nullish(),
};

export const signatureEntry = defineCatalogueEntry({
  elType: 'Signature',
  label: 'Signature',
  category: 'media',
  properties: [
    defineCatalogueProperty('type', 'select', 'Signer', 'user', {
      choices: [
        { value: 'client', label: 'Patient' },
        { value: 'general', label: 'General' },
        { value: 'user', label: 'User' },
      ],
    }),
    defineCatalogueProperty('dateEditable', 'boolean', 'Date editable', false),
  ],
  valueSchema: z.looseObject({
    /** The signature image data. */
    signature: z.string().nullish(),
    date: z.string().nullish(),
    user: z.looseObject({ ...personName, credential: z.string().nullish() }).nullish(),
    client: z.looseObject({ ...personName, mrn: z.string().nullish() }).nullish(),
    signedBy: z.string().nullish(),
  }),
  rules: ['signatureRequired', 'signedBy'],
  emptiness: 'signature',
});
