import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { appointmentDatesMaxDays } from '@clinic/api-contract';
import { Alert, Stack, Text } from '@mantine/core';
import { DatePicker, DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../format/formatters';
import { anyClinician } from '../requestWizardMachine';
import { type SlotScope, useAvailableDates, useFreeHours } from '../wizardQueries';
import { NoTimeSuits } from './NoTimeSuits';
import { QueryState } from './QueryState';
import type { StepProps } from './stepProps';
import { TimeSlotGrid } from './TimeSlotGrid';
import { useStepError } from './useStepError';

/** Free days of the coming three months in a calendar, then the free start times of the chosen day. */
export function DateTimeStep({ state, dispatch, hold }: StepProps) {
  const { t, i18n } = useTranslation();
  const { serviceId, locationId, clinicianId, date, time } = state.data;
  const scope: SlotScope | null =
    serviceId && locationId && clinicianId
      ? { serviceId, locationId, clinicianId: clinicianId === anyClinician ? null : clinicianId }
      : null;
  // One call covers the whole bookable range, from the location's today.
  const holdId = hold.hold?.holdId;
  const dates = useAvailableDates(scope, null, appointmentDatesMaxDays, holdId);
  const hours = useFreeHours(scope, date, holdId);
  const error = useStepError(state.errors);
  const free = new Set(dates.data?.dates ?? []);
  const first = dates.data?.dates[0];
  const last = dates.data?.dates.at(-1);
  return (
    <Stack>
      <QueryState query={dates}>
        {free.size === 0 ? (
          <Alert color="orange" role="status">
            {t('wizard.dateTime.noDates')}
          </Alert>
        ) : (
          <Stack>
            <Text fw={500} id="wizard-date-label">
              {t('wizard.dateTime.dateLabel')}
            </Text>
            <DatesProvider settings={{ locale: i18n.language }}>
              <DatePicker
                aria-labelledby="wizard-date-label"
                value={date}
                onChange={(value) => dispatch({ type: 'choose', field: 'date', value })}
                defaultDate={date ?? first}
                minDate={first}
                maxDate={last}
                excludeDate={(day) => !free.has(day)}
                // Mantine paints free weekend days red-6 (3.3:1 on white, under AA); whether a
                // day is free is what matters here, and the disabled days already say it.
                weekendDays={[]}
                ariaLabels={{
                  previousMonth: t('wizard.dateTime.previousMonth'),
                  nextMonth: t('wizard.dateTime.nextMonth'),
                }}
              />
            </DatesProvider>
            {date === null ? (
              <Text c={error('date') ? 'red.9' : 'gray.7'} role={error('date') ? 'alert' : undefined}>
                {t('wizard.errors.chooseDate')}
              </Text>
            ) : (
              <Stack gap="xs">
                <Text fw={500} id="wizard-time-label">
                  {t('wizard.dateTime.timeLabel', { date: formatDate(date) })}
                </Text>
                <QueryState query={hours}>
                  {hours.data?.hours.length === 0 ? (
                    <Text c="red.9">{t('wizard.dateTime.noTimes')}</Text>
                  ) : (
                    <TimeSlotGrid
                      labelledBy="wizard-time-label"
                      times={hours.data?.hours ?? []}
                      value={time}
                      onChange={(value) => dispatch({ type: 'choose', field: 'time', value })}
                    />
                  )}
                </QueryState>
                {error('time') && (
                  <Text c="red.9" role="alert">
                    {error('time')}
                  </Text>
                )}
              </Stack>
            )}
          </Stack>
        )}
      </QueryState>
      {serviceId && locationId && clinicianId && (
        <NoTimeSuits serviceId={serviceId} locationId={locationId} clinicianId={clinicianId} />
      )}
    </Stack>
  );
}
