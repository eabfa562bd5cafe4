import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { patientLabel, usePatientSearch } from '../api/queries/patientQueries';

export interface PickedPatient {
  id: string;
  label: string;
}

/** Select options for patients found by what the user types, keeping the chosen ones listed. */
export function usePatientOptions(chosen: readonly PickedPatient[]) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const found = usePatientSearch(debounced.trim(), 0, 20);
  const known = new Map(chosen.map((p) => [p.id, p.label]));
  for (const patient of found.data?.items ?? []) known.set(patient.id, patientLabel(patient));
  return {
    search,
    setSearch,
    data: [...known].map(([id, label]) => ({ value: id, label })),
    pick: (id: string): PickedPatient => ({ id, label: known.get(id) ?? id }),
  };
}
