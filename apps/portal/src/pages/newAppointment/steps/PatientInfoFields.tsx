import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateOfBirthInput } from '../../../app/dateOfBirth/DateOfBirthInput';
import { StateSelect } from '../../../catalogs/states/StateSelect';
import type { PatientInfoDraft } from '../requestWizardMachine';

export interface PatientInfoFieldsProps {
  value: PatientInfoDraft;
  onChange(patch: Partial<PatientInfoDraft>): void;
  error(field: string): string | undefined;
  /** Signed in: name and date of birth identify the patient and are corrected at the clinic. */
  identityReadOnly?: boolean;
}

/** The "your information" fields of the request wizard and of the registration. */
export function PatientInfoFields({
  value,
  onChange,
  error,
  identityReadOnly = false,
}: PatientInfoFieldsProps) {
  const { t } = useTranslation();
  const text = (
    field: keyof PatientInfoDraft,
    options: { required?: boolean; readOnly?: boolean; type?: string; autoComplete?: string } = {},
  ) => (
    <TextInput
      label={t(`wizard.info.${field}`)}
      value={value[field]}
      onChange={(event) => onChange({ [field]: event.currentTarget.value })}
      error={error(field)}
      required={options.required}
      readOnly={options.readOnly}
      type={options.type}
      autoComplete={options.autoComplete}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {text('firstName', { required: true, readOnly: identityReadOnly, autoComplete: 'given-name' })}
      {text('middleName', { readOnly: identityReadOnly, autoComplete: 'additional-name' })}
      {text('lastName', { required: true, readOnly: identityReadOnly, autoComplete: 'family-name' })}
      <DateOfBirthInput
        label={t('wizard.info.dateOfBirth')}
        value={value.dateOfBirth}
        onChange={(dateOfBirth) => onChange({ dateOfBirth })}
        error={error('dateOfBirth')}
        required
        readOnly={identityReadOnly}
      />
      {text('email', { required: true, type: 'email', autoComplete: 'email' })}
      {text('phone', { required: true, type: 'tel', autoComplete: 'tel' })}
      {text('addressLine1', { autoComplete: 'address-line1' })}
      {text('addressLine2', { autoComplete: 'address-line2' })}
      {text('city', { autoComplete: 'address-level2' })}
      <StateSelect
        label={t('wizard.info.state')}
        value={value.state}
        onChange={(state) => onChange({ state })}
        error={error('state')}
      />
      {text('zip', { autoComplete: 'postal-code' })}
    </SimpleGrid>
  );
}
