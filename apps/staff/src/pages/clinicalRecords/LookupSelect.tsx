import '../../components/selectStyles';
import type { CoreReferenceLookupKind } from '@clinic/api-contract';
import { Select } from '@mantine/core';
import { optionsOf, useLookup } from '../../api/queries/referenceQueries';

/** A Select over one lookup list (allergens, routes, units...), read whole and cached. */
export function LookupSelect({
  kind,
  label,
  value,
  onChange,
  error,
  required,
}: {
  kind: CoreReferenceLookupKind;
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | undefined;
  required?: boolean;
}) {
  const lookup = useLookup(kind);
  return (
    <Select
      label={label}
      data={optionsOf(lookup.data, (item) => item.name)}
      value={value}
      onChange={onChange}
      searchable
      clearable={!required}
      required={required}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
