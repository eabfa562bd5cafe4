import type { PortalProfile, ProfileChangeField } from '@clinic/api-contract';

/** The fields a patient may ask to change, in form order (date of birth, sex and gender are the clinic's). */
export const editableProfileFields: readonly ProfileChangeField[] = [
  'firstName',
  'middleName',
  'lastName',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'zip',
  'phone',
  'email',
  'preferredLanguage',
];

export type ProfileDraft = Record<ProfileChangeField, string>;

export function draftOf(profile: PortalProfile): ProfileDraft {
  return Object.fromEntries(
    editableProfileFields.map((field) => [field, profile[field] ?? '']),
  ) as ProfileDraft;
}

/** Only what the patient changed is sent. */
export function changedFields(profile: PortalProfile, draft: ProfileDraft): Partial<ProfileDraft> {
  return Object.fromEntries(
    editableProfileFields
      .filter((field) => draft[field].trim() !== (profile[field] ?? '').trim())
      .map((field) => [field, draft[field].trim()]),
  );
}
