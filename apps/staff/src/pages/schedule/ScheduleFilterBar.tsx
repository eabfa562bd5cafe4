import '../../components/selectStyles';
import { scheduleStatuses } from '@clinic/api-contract';
import { Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { optionsOf, useClinicians, useLocations } from '../../api/queries/referenceQueries';
import { FilterFieldset } from '../../components/FilterFieldset';
import type { ScheduleFilters } from './scheduleCalls';

/** Clinician and location (each "Any" when cleared); the agenda adds status and its date range. */
export function ScheduleFilterBar({
  filters,
  agenda,
  onChange,
}: {
  filters: ScheduleFilters;
  agenda: boolean;
  onChange: (next: ScheduleFilters) => void;
}) {
  const { t } = useTranslation();
  const locations = useLocations();
  const clinicians = useClinicians();
  return (
    <FilterFieldset label={t('schedule.filters')}>
      <Select
        label={t('schedule.clinician')}
        placeholder={t('schedule.any')}
        data={optionsOf(clinicians.data, (c) => `${c.firstName} ${c.lastName}`)}
        value={filters.clinicianId || null}
        onChange={(value) => onChange({ ...filters, clinicianId: value ?? '' })}
        searchable
        clearable
        miw={200}
      />
      <Select
        label={t('schedule.location')}
        placeholder={t('schedule.any')}
        data={optionsOf(locations.data, (l) => l.name)}
        value={filters.locationId || null}
        onChange={(value) => onChange({ ...filters, locationId: value ?? '' })}
        searchable
        clearable
        miw={200}
      />
      {agenda && (
        <>
          <Select
            label={t('schedule.status')}
            placeholder={t('schedule.any')}
            data={scheduleStatuses.map((status) => ({
              value: status,
              label: t(`schedule.statuses.${status}`),
            }))}
            value={filters.status || null}
            onChange={(value) =>
              onChange({ ...filters, status: scheduleStatuses.find((s) => s === value) ?? '' })
            }
            clearable
            miw={160}
          />
          <TextInput
            type="date"
            label={t('schedule.from')}
            value={filters.from}
            onChange={(event) => {
              const from = event.currentTarget.value;
              if (from) onChange({ ...filters, from, to: filters.to < from ? from : filters.to });
            }}
          />
          <TextInput
            type="date"
            label={t('schedule.to')}
            value={filters.to}
            min={filters.from}
            onChange={(event) => {
              const to = event.currentTarget.value;
              if (to) onChange({ ...filters, to });
            }}
          />
        </>
      )}
    </FilterFieldset>
  );
}
