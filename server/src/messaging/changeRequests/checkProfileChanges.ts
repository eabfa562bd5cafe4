import type { ProfileChanges } from '@clinic/api-contract';
import { type DocumentLanguage, fieldErrorText, validatePhone } from '@clinic/forms-core';
import { badRequest, refused } from '../../app/httpError';
import type { patients } from '../../db/schema';
import { currentProfileValues } from './profileChangeValues';

export const noProfileChangesMessage = 'There are no changes to send.';

/**
 * What the clinic is asked to change: the phone is checked like the forms' PhoneInput, and
 * fields equal to the chart's value are left out. A request that changes nothing is refused.
 */
export function checkProfileChanges(
  patient: typeof patients.$inferSelect,
  changes: ProfileChanges,
  language: DocumentLanguage,
): Record<string, string> {
  if (changes.phone !== undefined) {
    const error = validatePhone({ value: changes.phone, properties: {}, isEmpty: false, filling: false });
    const message = error && fieldErrorText(error, language);
    if (message) throw badRequest([message], { 'changes.phone': [message] });
  }
  const current = currentProfileValues(patient, Object.keys(changes));
  const changed: Record<string, string> = {};
  for (const [field, value] of Object.entries(changes)) {
    if (typeof value === 'string' && value !== current[field]) changed[field] = value;
  }
  if (Object.keys(changed).length === 0) throw refused(400, 'noProfileChanges', noProfileChangesMessage);
  return changed;
}
