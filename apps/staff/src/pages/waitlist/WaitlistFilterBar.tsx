import '../../components/selectStyles';
import '@mantine/core/styles/Checkbox.css';
import { Checkbox, Select } from '@mantine/core';
import { optionsOf, useClinicians, useLocations, useServices } from '../../api/queries/referenceQueries';
import { FilterFieldset } from '../../components/FilterFieldset';
import type { WaitlistFilters } from './waitlistCalls';
import { waitlistTexts as texts } from './waitlistTexts';

type IdFilter = 'locationId' | 'serviceId' | 'clinicianId';

/** Location, service and clinician (each "Any" when cleared), and whether closed entries show. */
export function WaitlistFilterBar({
  filters,
  onChange,
}: {
  filters: WaitlistFilters;
  onChange: (next: WaitlistFilters) => void;
}) {
  const locations = useLocations();
  const services = useServices();
  const clinicians = useClinicians();
  const choices: {
    name: IdFilter;
    label: string;
    description?: string;
    data: { value: string; label: string }[];
  }[] = [
    {
      name: 'locationId',
      label: texts.location,
      data: optionsOf(locations.data, (location) => location.name),
    },
    { name: 'serviceId', label: texts.service, data: optionsOf(services.data, (service) => service.name) },
    {
      name: 'clinicianId',
      label: texts.clinician,
      description: texts.clinicianHint,
      data: optionsOf(clinicians.data, (clinician) => `${clinician.firstName} ${clinician.lastName}`),
    },
  ];
  return (
    <FilterFieldset label={texts.filters}>
      {choices.map((choice) => (
        <Select
          key={choice.name}
          label={choice.label}
          description={choice.description}
          placeholder={texts.any}
          data={choice.data}
          value={filters[choice.name] || null}
          onChange={(value) => onChange({ ...filters, [choice.name]: value ?? '' })}
          searchable
          clearable
          miw={200}
        />
      ))}
      <Checkbox
        label={texts.showClosed}
        checked={filters.scope === 'all'}
        onChange={(event) => onChange({ ...filters, scope: event.currentTarget.checked ? 'all' : 'active' })}
        mb={8}
      />
    </FilterFieldset>
  );
}
