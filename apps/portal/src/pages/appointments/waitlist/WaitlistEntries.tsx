import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import type { WaitlistEntry } from '@clinic/api-contract';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../../../alerts/alertsContext';
import { ConfirmDialog } from '../../../dialogs/ConfirmDialog';
import { orEmpty } from '../../../format/formatters';
import { useLeaveWaitlist, useWaitlistEntries } from './useWaitlist';

/** Sunday first, as Date.getDay() numbers them. */
const dayKeys = ['d0', 'd1', 'd2', 'd3', 'd4', 'd5', 'd6'] as const;

/** The patient's waitlist entries on Appointments, each with Leave; nothing shown when there are none. */
export function WaitlistEntries() {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const entries = useWaitlistEntries();
  const [leaving, setLeaving] = useState<WaitlistEntry | null>(null);
  const leave = useLeaveWaitlist(() => {
    setLeaving(null);
    alerts.success(t('appointmentChanges.waitlist.left'));
  });
  const shown = (entries.data ?? []).filter((e) => e.status === 'waiting' || e.status === 'offered');
  if (shown.length === 0) return null;
  const days = (entry: WaitlistEntry) =>
    entry.daysOfWeek.length === 0
      ? t('appointmentChanges.waitlist.anyDay')
      : entry.daysOfWeek
          .map((d) => t(`appointmentChanges.waitlist.dayNames.${dayKeys[d] ?? 'd0'}`))
          .join(', ');
  const parts = (entry: WaitlistEntry) =>
    entry.partsOfDay.length === 0
      ? t('appointmentChanges.waitlist.anyTime')
      : entry.partsOfDay.map((p) => t(`appointmentChanges.waitlist.partsOfDay.${p}`)).join(', ');
  return (
    <section aria-labelledby="waitlist-heading">
      <Title order={2} size="h4" id="waitlist-heading" mb="xs">
        {t('appointmentChanges.waitlist.entriesTitle')}
      </Title>
      <Stack gap="sm">
        {shown.map((entry) => (
          <Paper
            key={entry.id}
            withBorder
            p="md"
            radius="md"
            component="article"
            aria-label={orEmpty(entry.serviceName)}
          >
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
              <Stack gap={4}>
                <Text fw={600}>{orEmpty(entry.serviceName)}</Text>
                <Text size="sm">
                  {[
                    entry.clinicianName ?? t('appointmentChanges.waitlist.anyClinician'),
                    orEmpty(entry.locationName),
                  ].join(' · ')}
                </Text>
                <Text size="sm">{`${days(entry)} · ${parts(entry)}`}</Text>
              </Stack>
              <Stack gap="xs" align="flex-end">
                <Badge variant="light" c="dark.8">
                  {t(`appointmentChanges.waitlist.statuses.${entry.status}`)}
                </Badge>
                <Button size="xs" variant="default" onClick={() => setLeaving(entry)}>
                  {t('appointmentChanges.waitlist.leave')}
                </Button>
              </Stack>
            </Group>
          </Paper>
        ))}
      </Stack>
      <ConfirmDialog
        opened={leaving !== null}
        message={t('appointmentChanges.waitlist.confirmLeave')}
        busy={leave.isPending}
        onCancel={() => setLeaving(null)}
        onConfirm={() => leaving && leave.mutate(leaving.id, { onError: (error) => alerts.error(error) })}
      />
    </section>
  );
}
