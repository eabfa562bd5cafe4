import '../../components/selectStyles';
import '@mantine/core/styles/Checkbox.css';
import { Checkbox, Group, Select } from '@mantine/core';
import { optionsOf, useClinicians, useLocations, useServices } from '../../api/queries/referenceQueries';
import type { WaitlistFilters } from './waitlistCalls';
import { waitlistTexts as texts } from './waitlistTexts';

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
  const set = (name: 'locationId' | 'serviceId' | 'clinicianId') => (value: string | null) =>
    onChange({ ...filters, [name]: value ?? '' });
  return (
    <Group
      component="fieldset"
      aria-label={texts.filters}
      align="flex-end"
      gap="sm"
      p={0}
      m={0}
      style={{ border: 0 }}
    >
      <Select
        label={texts.location}
        placeholder={texts.any}
        data={optionsOf(locations.data, (location) => location.name)}
        value={filters.locationId || null}
        onChange={set('locationId')}
        searchable
        clearable
        miw={200}
      />
      <Select
        label={texts.service}
        placeholder={texts.any}
        data={optionsOf(services.data, (service) => service.name)}
        value={filters.serviceId || null}
        onChange={set('serviceId')}
        searchable
        clearable
        miw={200}
      />
      <Select
        label={texts.clinician}
        description={texts.clinicianHint}
        placeholder={texts.any}
        data={optionsOf(clinicians.data, (clinician) => `${clinician.firstName} ${clinician.lastName}`)}
        value={filters.clinicianId || null}
        onChange={set('clinicianId')}
        searchable
        clearable
        miw={200}
      />
      <Checkbox
        label={texts.showClosed}
        checked={filters.scope === 'all'}
        onChange={(event) => onChange({ ...filters, scope: event.currentTarget.checked ? 'all' : 'active' })}
        mb={8}
      />
    </Group>
  );
}
