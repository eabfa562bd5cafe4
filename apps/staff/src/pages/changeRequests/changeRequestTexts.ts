import type { ProfileChangeField } from '@clinic/api-contract';
import { areaTexts, currentTexts } from '../../i18n/areaTexts';

/** Texts in the language staff chose: i18n/en/changeRequests.ts and i18n/es/changeRequests.ts. */
export const changeRequestTexts = areaTexts('changeRequests');

/** The chart's own labels for the fields a patient may ask to change, in the chosen language. */
function profileFieldLabels(): Record<ProfileChangeField, string> {
  const patients = currentTexts().patients;
  return {
    firstName: patients.firstName,
    middleName: patients.middleName,
    lastName: patients.lastName,
    addressLine1: patients.addressLine1,
    addressLine2: patients.addressLine2,
    city: patients.city,
    state: patients.state,
    zip: patients.zip,
    phone: patients.phone,
    email: patients.email,
    preferredLanguage: patients.preferredLanguage,
  };
}

/** A field's label; a field a newer server added reads as its name. */
export function profileFieldLabel(field: string): string {
  const labels = profileFieldLabels();
  return Object.hasOwn(labels, field) ? labels[field as ProfileChangeField] : field;
}
