import './selectStyles';
import { MultiSelect } from '@mantine/core';
import { type PatientPickerFieldProps, type PickedPatient, usePatientOptions } from './usePatientOptions';

export type { PickedPatient } from './usePatientOptions';

/** Finds patients by name, MRN or account number as the user types. */
export function PatientMultiPicker({
  value,
  onChange,
  ...field
}: PatientPickerFieldProps & {
  value: PickedPatient[];
  onChange: (value: PickedPatient[]) => void;
}) {
  const options = usePatientOptions(value);
  return (
    <MultiSelect
      {...field}
      {...options.comboboxProps}
      value={value.map((p) => p.id)}
      onChange={(ids) => onChange(ids.map(options.pick))}
    />
  );
}
