import '../../components/selectStyles';
import type { CoreClinicalIcdCode } from '@clinic/api-contract';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { SEARCH_MIN_LENGTH, useIcdSearch } from './clinicalCalls';
import { clinicalTexts as texts } from './clinicalTexts';

/** ICD search debounce (forms.md section 9). */
const ICD_DEBOUNCE_MS = 1000;

const labelOf = (code: CoreClinicalIcdCode) => `${code.code} - ${code.description}`;

/** Searches ICD codes from 3 characters, 1 s after typing stops; "Sorry, no matching options" when none. */
export function IcdCodeSelect({
  value,
  initial,
  onChange,
  error,
}: {
  value: string | null;
  initial: CoreClinicalIcdCode | null;
  onChange: (value: string | null) => void;
  error?: string | undefined;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, ICD_DEBOUNCE_MS);
  const found = useIcdSearch(debounced);
  const codes = [...(found.data ?? [])];
  if (initial && !codes.some((code) => code.id === initial.id)) codes.unshift(initial);
  const searched = debounced.trim().length >= SEARCH_MIN_LENGTH && found.isSuccess;
  return (
    <Select
      label={texts.icdCode}
      description={texts.icdSearchHint}
      required
      searchable
      data={codes.map((code) => ({ value: code.id, label: labelOf(code) }))}
      // The server already matched the phrase: show its answer as is.
      filter={({ options }) => options}
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={searched ? texts.noMatches : undefined}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
