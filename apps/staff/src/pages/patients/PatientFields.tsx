import '../../components/selectStyles';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/SimpleGrid.css';
import type { CoreReferenceLookupKind, CoreReferencePatientCreate } from '@clinic/api-contract';
import { Fieldset, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldErrorOf } from '../../api/fieldErrorOf';
import { optionsOf, useLocations, useLookup } from '../../api/queries/referenceQueries';

/** The editable fields of a patient, as strings ('' for empty) so inputs stay controlled. */
export type PatientFormValues = {
  [K in keyof Required<CoreReferencePatientCreate>]: string;
};

export const emptyPatient: PatientFormValues = {
  firstName: '',
  middleName: '',
  lastName: '',
  dateOfBirth: '',
  email: '',
  phone: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zip: '',
  gender: '',
  sex: '',
  maritalStatus: '',
  preferredLanguage: '',
  race: '',
  ethnicity: '',
  locationId: '',
};

const requiredFields = ['firstName', 'lastName', 'dateOfBirth'] as const;

/** Whether a required field is still blank (checked before sending, as the fields then say). */
export function lacksRequired(values: PatientFormValues): boolean {
  return requiredFields.some((field) => values[field].trim() === '');
}

/** What the API takes: empty e-mail, phone and location become null. */
export function toPatientBody(values: PatientFormValues): CoreReferencePatientCreate {
  return {
    ...values,
    email: values.email.trim() || null,
    phone: values.phone.trim() || null,
    locationId: values.locationId || null,
  };
}

function LookupSelect({
  kind,
  label,
  value,
  onChange,
  error,
}: {
  kind: CoreReferenceLookupKind;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const lookup = useLookup(kind);
  // The patient stores the item's name; an old value no longer in the list still shows.
  const names = (lookup.data ?? []).map((item) => item.name);
  if (value && !names.includes(value)) names.unshift(value);
  return (
    <Select
      label={label}
      data={[...new Set(names)]}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      searchable
      clearable
      error={error}
    />
  );
}

/**
 * The patient's fields. `error` is the refused save, whose messages show at their fields;
 * `checked` marks blank required fields once a save was tried.
 */
export function PatientFields({
  values,
  onChange,
  error,
  checked,
}: {
  values: PatientFormValues;
  onChange: (patch: Partial<PatientFormValues>) => void;
  error: unknown;
  checked: boolean;
}) {
  const { t } = useTranslation();
  const locations = useLocations();
  const errorOf = (field: keyof PatientFormValues) =>
    checked && (requiredFields as readonly string[]).includes(field) && values[field].trim() === ''
      ? t('common.required')
      : fieldErrorOf(error, field);
  const text = (
    field: keyof PatientFormValues,
    extra: { required?: boolean; type?: string; autoComplete?: string } = {},
  ) => (
    <TextInput
      label={t(`patients.${field}`)}
      value={values[field]}
      onChange={(event) => onChange({ [field]: event.currentTarget.value })}
      error={errorOf(field)}
      {...extra}
    />
  );
  const lookup = (field: keyof PatientFormValues, kind: CoreReferenceLookupKind) => (
    <LookupSelect
      kind={kind}
      label={t(`patients.${field}`)}
      value={values[field]}
      onChange={(value) => onChange({ [field]: value })}
      error={errorOf(field)}
    />
  );
  return (
    <>
      <Fieldset legend={t('patients.identity')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {text('firstName', { required: true })}
          {text('middleName')}
          {text('lastName', { required: true })}
          {text('dateOfBirth', { required: true, type: 'date' })}
          {lookup('sex', 'Sexes')}
          {lookup('gender', 'Gender')}
          <Select
            label={t('patients.location')}
            data={optionsOf(locations.data, (l) => l.name)}
            value={values.locationId || null}
            onChange={(locationId) => onChange({ locationId: locationId ?? '' })}
            clearable
            error={errorOf('locationId')}
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('patients.contact')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('email', { type: 'email' })}
          {text('phone', { type: 'tel' })}
          {text('addressLine1')}
          {text('addressLine2')}
          {text('city')}
          {lookup('state', 'State')}
          {text('zip')}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('patients.demographics')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {lookup('maritalStatus', 'MaritalStatus')}
          {lookup('preferredLanguage', 'Language')}
          {lookup('race', 'Race')}
          {lookup('ethnicity', 'Ethnicity')}
        </SimpleGrid>
      </Fieldset>
    </>
  );
}
