import '@mantine/core/styles/Checkbox.css';
import { type WaitlistPartOfDay, waitlistPartsOfDay } from '@clinic/api-contract';
import { Checkbox, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Monday first, as clinics' weeks are read; values are Date.getDay() numbers. */
const weekOrder = [1, 2, 3, 4, 5, 6, 0] as const;

export interface TimeWindows {
  daysOfWeek: number[];
  partsOfDay: WaitlistPartOfDay[];
}

/** The days of the week and parts of the day that suit the patient (none chosen: any). */
export function TimeWindowFields({
  value,
  onChange,
}: {
  value: TimeWindows;
  onChange(value: TimeWindows): void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Checkbox.Group
        label={t('appointmentChanges.waitlist.days')}
        description={t('appointmentChanges.waitlist.anyHint')}
        value={value.daysOfWeek.map(String)}
        onChange={(days) => onChange({ ...value, daysOfWeek: days.map(Number) })}
      >
        <Group gap="sm" mt={4}>
          {weekOrder.map((day) => (
            <Checkbox
              key={day}
              value={String(day)}
              label={t(`appointmentChanges.waitlist.dayNames.d${day}`)}
            />
          ))}
        </Group>
      </Checkbox.Group>
      <Checkbox.Group
        label={t('appointmentChanges.waitlist.parts')}
        value={value.partsOfDay}
        onChange={(parts) => onChange({ ...value, partsOfDay: parts as WaitlistPartOfDay[] })}
      >
        <Stack gap={6} mt={4}>
          {waitlistPartsOfDay.map((part) => (
            <Checkbox key={part} value={part} label={t(`appointmentChanges.waitlist.partsOfDay.${part}`)} />
          ))}
        </Stack>
      </Checkbox.Group>
    </Stack>
  );
}
