import type { TFunction } from 'i18next';
import { formatDate } from '../../format/formatDate';

/** The wizard's fields that have a label of their own (appointmentRequests.fields.*). */
const labelledFields = [
  'firstName',
  'middleName',
  'lastName',
  'dateOfBirth',
  'email',
  'phone',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'zip',
  'gender',
  'preferredLanguage',
  'companyId',
  'memberId',
  'groupNumber',
  'subscriber',
  'relationship',
  'method',
  'notes',
] as const;
type LabelledField = (typeof labelledFields)[number];
const isLabelled = (key: string): key is LabelledField => (labelledFields as readonly string[]).includes(key);

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const paymentMethods = ['insurance', 'self-pay', 'sliding-scale', 'other'] as const;

/** "someField" -> "Some field", for a field a newer wizard sent that this list does not know. */
function humanize(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface StepNames {
  /** An InsuranceCompany lookup item's name. */
  company(id: string): string | undefined;
}

/**
 * A stored wizard step as label/value lines a reviewer reads: the fields' own labels ("Address
 * line 1", "Member ID"), dates as MM/DD/YYYY, the payment method and the insurance company by
 * name; nested objects flattened under their label ("Subscriber: date of birth").
 */
export function describeStep(
  step: Record<string, unknown> | null | undefined,
  t: TFunction,
  names: StepNames,
  prefix = '',
): [string, string][] {
  return Object.entries(step ?? {}).flatMap(([key, value]): [string, string][] => {
    const own = isLabelled(key) ? t(`appointmentRequests.fields.${key}`) : humanize(key);
    const label = prefix ? `${prefix}: ${own.toLowerCase()}` : own;
    if (value === null || value === undefined || value === '') return [];
    if (typeof value === 'object' && !Array.isArray(value))
      return describeStep(value as Record<string, unknown>, t, names, label);
    return [[label, formatValue(key, value, t, names)]];
  });
}

function formatValue(key: string, value: unknown, t: TFunction, names: StepNames): string {
  if (Array.isArray(value)) return value.join(', ');
  const text = String(value);
  if (key === 'companyId') return names.company(text) ?? text;
  if (key === 'method' && (paymentMethods as readonly string[]).includes(text))
    return t(`appointmentRequests.paymentMethods.${text}`);
  if (typeof value === 'boolean') return t(value ? 'common.yes' : 'common.no');
  return isoDate.test(text) ? formatDate(text) : text;
}
