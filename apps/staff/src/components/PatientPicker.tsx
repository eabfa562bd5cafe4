import './selectStyles';
import { Select } from '@mantine/core';
import { type PickedPatient, usePatientOptions } from './usePatientOptions';

/** One patient, found by name, MRN or account number as the user types. */
export function PatientPicker({
  label,
  description,
  value,
  onChange,
  error,
  required,
}: {
  label: string;
  description?: string;
  value: PickedPatient | null;
  onChange: (value: PickedPatient | null) => void;
  error?: string | null;
  required?: boolean;
}) {
  const options = usePatientOptions(value ? [value] : []);
  return (
    <Select
      label={label}
      description={description}
      required={required}
      error={error}
      data={options.data}
      value={value?.id ?? null}
      onChange={(id) => onChange(id ? options.pick(id) : null)}
      searchable
      searchValue={options.search}
      onSearchChange={options.setSearch}
      filter={({ options: all }) => all}
      clearable
    />
  );
}
