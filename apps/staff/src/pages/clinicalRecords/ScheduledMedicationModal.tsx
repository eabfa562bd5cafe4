import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Input.css';
import '../../components/selectStyles';
import {
  type CoreClinicalScheduledMedication,
  type CoreClinicalWeekDay,
  coreClinicalMedicationFrequencies,
  coreClinicalWeekDays,
} from '@clinic/api-contract';
import { DAY_INTERVAL_OPTIONS, MEDICATION_TIME_OPTIONS, timesPerDayPreset } from '@clinic/forms-core';
import { Checkbox, Group, MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { fieldErrorOf } from '../../api/fieldErrorOf';
import { clinicalTexts as texts } from './clinicalTexts';
import { MedicationOrderModal } from './MedicationOrderModal';
import type { RecordModalProps } from './RecordsPanel';

type Frequency = (typeof coreClinicalMedicationFrequencies)[number];
const timesPerDayOptions = ['1', '2', '3', '4', '5', '6', '7', '8'];

/** "Add scheduled medication": the dose, the dates and the daily times (presets 1 to 8). */
export function ScheduledMedicationModal({
  record,
  onClose,
  patientId,
  episodeId,
}: RecordModalProps<CoreClinicalScheduledMedication>) {
  const [endDate, setEndDate] = useState(record?.endDate ?? '');
  const [untilDischarge, setUntilDischarge] = useState(record?.untilDischarge ?? false);
  const [times, setTimes] = useState<string[]>(record?.times ?? timesPerDayPreset(1));
  const [frequency, setFrequency] = useState<Frequency>(record?.frequency ?? 'EveryDay');
  const [intervalAmount, setIntervalAmount] = useState(record?.intervalAmount ?? 2);
  const [days, setDays] = useState<Record<CoreClinicalWeekDay, boolean>>(
    () =>
      Object.fromEntries(coreClinicalWeekDays.map((day) => [day, record?.[day] ?? false])) as Record<
        CoreClinicalWeekDay,
        boolean
      >,
  );
  return (
    <MedicationOrderModal
      resource="ScheduledMedication"
      title={record ? texts.editScheduled : texts.addScheduled}
      record={record}
      patientId={patientId}
      episodeId={episodeId}
      onClose={onClose}
      ownBody={() => ({
        endDate: untilDischarge ? null : endDate || null,
        untilDischarge,
        times,
        frequency,
        intervalAmount: frequency === 'DaysInterval' ? intervalAmount : null,
        ...days,
      })}
      endField={({ startDate, error }) => (
        <TextInput
          type="date"
          label={texts.endDate}
          value={untilDischarge ? '' : endDate}
          min={startDate}
          disabled={untilDischarge}
          onChange={(event) => setEndDate(event.currentTarget.value)}
          error={fieldErrorOf(error, 'endDate')}
        />
      )}
    >
      {({ error }) => (
        <>
          <Checkbox
            label={texts.untilDischarge}
            checked={untilDischarge}
            onChange={(event) => setUntilDischarge(event.currentTarget.checked)}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Select
              label={texts.timesPerDay}
              data={timesPerDayOptions}
              value={timesPerDayOptions.includes(String(times.length)) ? String(times.length) : null}
              onChange={(value) => value && setTimes(timesPerDayPreset(Number(value)))}
              comboboxProps={{ withinPortal: true }}
            />
            <MultiSelect
              label={texts.times}
              data={[...MEDICATION_TIME_OPTIONS]}
              value={times}
              onChange={(value) => setTimes([...value].sort())}
              searchable
              error={fieldErrorOf(error, 'times')}
              comboboxProps={{ withinPortal: true }}
            />
          </SimpleGrid>
          <Select
            label={texts.frequency}
            data={coreClinicalMedicationFrequencies.map((value) => ({
              value,
              label: texts.frequencies[value],
            }))}
            value={frequency}
            onChange={(value) => value && setFrequency(value as Frequency)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          {frequency === 'DaysInterval' && (
            <Select
              label={texts.interval}
              data={DAY_INTERVAL_OPTIONS.map((option) => ({
                value: String(option.days),
                label: option.label,
              }))}
              value={String(intervalAmount)}
              onChange={(value) => value && setIntervalAmount(Number(value))}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          {frequency === 'DaysOfWeek' && (
            <Group gap="sm">
              {coreClinicalWeekDays.map((day) => (
                <Checkbox
                  key={day}
                  label={texts.weekDays[day]}
                  checked={days[day]}
                  onChange={(event) => {
                    const checked = event.currentTarget.checked;
                    setDays((old) => ({ ...old, [day]: checked }));
                  }}
                />
              ))}
            </Group>
          )}
        </>
      )}
    </MedicationOrderModal>
  );
}
