import '../../components/selectStyles';
import type { CoreClinicalMedication, CoreClinicalMedicationRef } from '@clinic/api-contract';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useMedicationSearch } from './clinicalCalls';
import { clinicalTexts as texts } from './clinicalTexts';

/** Medication search debounce (forms.md section 9). */
const MEDICATION_DEBOUNCE_MS = 1000;

const labelOf = (medication: CoreClinicalMedicationRef) =>
  medication.strength ? `${medication.name} ${medication.strength}` : medication.name;

/**
 * Searches the medication catalogue from 3 characters (trimmed), 1 s after typing stops; the
 * chosen medication comes back whole, so the dialog can propose its route and unit.
 */
export function MedicationSelect({
  value,
  initial,
  onChange,
  error,
}: {
  value: string | null;
  initial: CoreClinicalMedicationRef | null;
  onChange: (id: string | null, medication: CoreClinicalMedication | null) => void;
  error?: string | undefined;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, MEDICATION_DEBOUNCE_MS);
  const found = useMedicationSearch(debounced);
  const options = (found.data ?? []).map((medication) => ({ value: medication.id, label: medication.label }));
  if (initial && !options.some((option) => option.value === initial.id))
    options.unshift({ value: initial.id, label: labelOf(initial) });
  return (
    <Select
      label={texts.medication}
      description={texts.medicationHint}
      required
      searchable
      data={options}
      filter={({ options: all }) => all}
      value={value}
      onChange={(id) => onChange(id, found.data?.find((medication) => medication.id === id) ?? null)}
      searchValue={search}
      onSearchChange={setSearch}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
