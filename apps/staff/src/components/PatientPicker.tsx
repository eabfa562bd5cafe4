import './selectStyles';
import { Select } from '@mantine/core';
import { type PatientPickerFieldProps, type PickedPatient, usePatientOptions } from './usePatientOptions';

/** One patient, found by name, MRN or account number as the user types. */
export function PatientPicker({
  value,
  onChange,
  ...field
}: PatientPickerFieldProps & {
  value: PickedPatient | null;
  onChange: (value: PickedPatient | null) => void;
}) {
  const options = usePatientOptions(value ? [value] : []);
  return (
    <Select
      {...field}
      {...options.comboboxProps}
      value={value?.id ?? null}
      onChange={(id) => onChange(id ? options.pick(id) : null)}
    />
  );
}
