import type { ComboboxParsedItem } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { patientLabel, usePatientSearch } from '../api/queries/patientQueries';

export interface PickedPatient {
  id: string;
  label: string;
}

/** What a patient picker shows around its choice: the props both the one- and many-patient pickers take. */
export interface PatientPickerFieldProps {
  label: string;
  description?: string;
  error?: string | null;
  required?: boolean;
}

/** Select options for patients found by what the user types, keeping the chosen ones listed. */
export function usePatientOptions(chosen: readonly PickedPatient[]) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const found = usePatientSearch(debounced.trim(), 0, 20);
  const known = new Map(chosen.map((p) => [p.id, p.label]));
  for (const patient of found.data?.items ?? []) known.set(patient.id, patientLabel(patient));
  return {
    /** Props for a Mantine Select or MultiSelect: the server filters, so the options are shown as found. */
    comboboxProps: {
      data: [...known].map(([id, label]) => ({ value: id, label })),
      searchable: true,
      searchValue: search,
      onSearchChange: setSearch,
      filter: ({ options }: { options: ComboboxParsedItem[] }) => options,
      clearable: true,
    },
    pick: (id: string): PickedPatient => ({ id, label: known.get(id) ?? id }),
  };
}
