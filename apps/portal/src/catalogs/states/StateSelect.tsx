import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { stateOptions } from './stateOptions';
import { useStates } from './useStates';

export interface StateSelectProps {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  required?: boolean | undefined;
}

/**
 * The State of an address, chosen from Catalog/States rather than typed freely: searchable by
 * name or code, clearable (State is optional unless `required`). Used by the registration, the
 * appointment request and the profile.
 */
export function StateSelect({ label, value, onChange, error, required }: StateSelectProps) {
  const { t } = useTranslation();
  const states = useStates();
  return (
    <Select
      label={label}
      placeholder={t('stateSelect.placeholder')}
      data={stateOptions(states.data ?? [], value)}
      value={value || null}
      onChange={(chosen) => onChange(chosen ?? '')}
      searchable
      clearable
      nothingFoundMessage={states.isError ? t('stateSelect.unavailable') : t('stateSelect.nothingFound')}
      error={error}
      required={required}
    />
  );
}
