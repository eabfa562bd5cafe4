import './selectStyles';
import { MultiSelect } from '@mantine/core';
import { type PickedPatient, usePatientOptions } from './usePatientOptions';

export type { PickedPatient } from './usePatientOptions';

/** Finds patients by name, MRN or account number as the user types. */
export function PatientMultiPicker({
  label,
  description,
  value,
  onChange,
  error,
  required,
}: {
  label: string;
  description?: string;
  value: PickedPatient[];
  onChange: (value: PickedPatient[]) => void;
  error?: string | null;
  required?: boolean;
}) {
  const options = usePatientOptions(value);
  return (
    <MultiSelect
      label={label}
      description={description}
      required={required}
      error={error}
      data={options.data}
      value={value.map((p) => p.id)}
      onChange={(ids) => onChange(ids.map(options.pick))}
      searchable
      searchValue={options.search}
      onSearchChange={options.setSearch}
      filter={({ options: all }) => all}
      clearable
    />
  );
}
