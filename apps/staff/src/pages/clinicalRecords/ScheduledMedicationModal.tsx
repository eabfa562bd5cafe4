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
import { Checkbox, Group, MultiSelect, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { clinicalTexts as texts } from './clinicalTexts';
import { DoseFields, doseOf } from './DoseFields';
import { fieldErrorOf } from './fieldErrorOf';
import type { RecordModalProps } from './RecordsPanel';
import { StrictFormModal } from './StrictFormModal';
import { useRecordSave } from './useRecordSave';

type Frequency = (typeof coreClinicalMedicationFrequencies)[number];
const timesPerDayOptions = ['1', '2', '3', '4', '5', '6', '7', '8'];

/** "Add scheduled medication": the dose, the dates and the daily times (presets 1 to 8). */
export function ScheduledMedicationModal({
  record,
  onClose,
  patientId,
  episodeId,
}: RecordModalProps<CoreClinicalScheduledMedication> & { patientId: string; episodeId: string }) {
  const [dose, setDose] = useState(doseOf(record));
  const [startDate, setStartDate] = useState(record?.startDate ?? new Date().toISOString().slice(0, 10));
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
  const [instructions, setInstructions] = useState(record?.instructions ?? '');
  const save = useRecordSave('ScheduledMedication', patientId, record, onClose);
  const submit = () =>
    save.mutate({
      ...(record ? {} : { episodeOfCareId: episodeId }),
      ...dose,
      startDate,
      endDate: untilDischarge ? null : endDate || null,
      untilDischarge,
      times,
      frequency,
      intervalAmount: frequency === 'DaysInterval' ? intervalAmount : null,
      ...days,
      instructions: instructions.trim(),
    });
  return (
    <StrictFormModal
      title={record ? texts.editScheduled : texts.addScheduled}
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      error={save.error}
    >
      <DoseFields
        dose={dose}
        initialMedication={record?.medication ?? null}
        onChange={setDose}
        error={save.error}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          type="date"
          label={texts.startDate}
          required
          value={startDate}
          onChange={(event) => setStartDate(event.currentTarget.value)}
          error={fieldErrorOf(save.error, 'startDate')}
        />
        <TextInput
          type="date"
          label={texts.endDate}
          value={untilDischarge ? '' : endDate}
          min={startDate}
          disabled={untilDischarge}
          onChange={(event) => setEndDate(event.currentTarget.value)}
          error={fieldErrorOf(save.error, 'endDate')}
        />
      </SimpleGrid>
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
          error={fieldErrorOf(save.error, 'times')}
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
      <Select
        label={texts.frequency}
        data={coreClinicalMedicationFrequencies.map((value) => ({ value, label: texts.frequencies[value] }))}
        value={frequency}
        onChange={(value) => value && setFrequency(value as Frequency)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      {frequency === 'DaysInterval' && (
        <Select
          label={texts.interval}
          data={DAY_INTERVAL_OPTIONS.map((option) => ({ value: String(option.days), label: option.label }))}
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
      <Textarea
        label={texts.instructions}
        value={instructions}
        maxLength={2000}
        autosize
        minRows={2}
        onChange={(event) => setInstructions(event.currentTarget.value)}
      />
    </StrictFormModal>
  );
}
