// Mantine's order: a rule of a later sheet (Combobox's padding) overrides an earlier one (Popover's).
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/SimpleGrid.css';
import { NativeSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateOfBirthInput } from '../../../app/dateOfBirth/DateOfBirthInput';
import { type InsuranceDraft, selfRelationship } from '../requestWizardMachine';
import { useInsuranceCompanies, useRelationships } from '../wizardQueries';
import { ChoiceList } from './ChoiceList';

export interface InsuranceFieldsProps {
  value: InsuranceDraft;
  onChange(patch: Partial<InsuranceDraft>): void;
  error(field: string): string | undefined;
}

/** Whether the visitor has insurance and, if so, the policy and its holder. */
export function InsuranceFields({ value, onChange, error }: InsuranceFieldsProps) {
  const { t } = useTranslation();
  const insured = value.hasInsurance === true;
  const companies = useInsuranceCompanies(insured);
  const relationships = useRelationships(insured);
  const text = (
    field: 'memberId' | 'groupNumber' | 'subscriberFirstName' | 'subscriberLastName',
    required = false,
  ) => (
    <TextInput
      label={t(`wizard.insurance.${field}`)}
      value={value[field]}
      onChange={(event) => onChange({ [field]: event.currentTarget.value })}
      error={error(field)}
      required={required}
    />
  );
  return (
    <Stack>
      <ChoiceList
        label={t('wizard.insurance.question')}
        value={value.hasInsurance === null ? null : String(value.hasInsurance)}
        onChange={(answer) => onChange({ hasInsurance: answer === 'true' })}
        error={error('hasInsurance')}
        choices={[
          { value: 'true', label: t('wizard.insurance.yes') },
          { value: 'false', label: t('wizard.insurance.no') },
        ]}
      />
      {insured && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('wizard.insurance.company')}
            placeholder={t('wizard.insurance.companyPlaceholder')}
            data={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            value={value.companyId}
            onChange={(companyId) => onChange({ companyId })}
            searchable
            clearable
            nothingFoundMessage={t('wizard.insurance.noCompany')}
          />
          {text('memberId', true)}
          {text('groupNumber')}
          <NativeSelect
            label={t('wizard.insurance.relationship')}
            value={value.relationship}
            onChange={(event) => onChange({ relationship: event.currentTarget.value })}
            error={error('relationship')}
            data={(relationships.data ?? [{ name: selfRelationship }]).map((r) => ({
              value: r.name,
              label: r.name === selfRelationship ? t('wizard.insurance.self') : r.name,
            }))}
            required
          />
          {value.relationship !== selfRelationship && (
            <>
              {text('subscriberFirstName', true)}
              {text('subscriberLastName', true)}
              <DateOfBirthInput
                label={t('wizard.insurance.subscriberDateOfBirth')}
                value={value.subscriberDateOfBirth}
                onChange={(subscriberDateOfBirth) => onChange({ subscriberDateOfBirth })}
                error={error('subscriberDateOfBirth')}
                required
              />
            </>
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}
