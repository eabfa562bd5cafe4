import '@mantine/core/styles/Alert.css';
import '../../../dialogs/dialogStyles';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../../../alerts/alertsContext';
import { refusalText } from '../cancel/refusalText';
import { TimeWindowFields, type TimeWindows } from './TimeWindowFields';
import { useJoinWaitlist } from './useWaitlist';

/** What the patient waits for: from the wizard's choices or from an upcoming appointment. */
export interface WaitlistTarget {
  serviceId: string;
  locationId: string;
  /** null: any clinician. */
  clinicianId: string | null;
  /** Only earlier than this appointment (shown as `earlierThan`), which accepting moves. */
  currentAppointment?: { id: string; when: string };
  /** What the patient chose, for them to check (service · clinician · location); the wizard shows it already. */
  summary?: string;
}

const anyWindows: TimeWindows = { daysOfWeek: [], partsOfDay: [] };

/** Join the waitlist with the days and times that suit. */
export function JoinWaitlistDialog({ target, onClose }: { target: WaitlistTarget | null; onClose(): void }) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const [windows, setWindows] = useState<TimeWindows>(anyWindows);
  const close = () => {
    setWindows(anyWindows);
    join.reset();
    onClose();
  };
  const join = useJoinWaitlist(() => {
    alerts.success(t('appointmentChanges.waitlist.joined'));
    close();
  });
  const refusal = join.error ? refusalText(t, join.error) : null;
  const current = target?.currentAppointment;
  return (
    <Modal opened={target !== null} onClose={close} title={t('appointmentChanges.waitlist.title')} centered>
      <Stack>
        <Text>
          {current
            ? t('appointmentChanges.waitlist.earlierIntro', { when: current.when })
            : t('appointmentChanges.waitlist.intro')}
        </Text>
        {target?.summary && <Text fw={600}>{target.summary}</Text>}
        <TimeWindowFields value={windows} onChange={setWindows} />
        {join.error && (
          <Alert color="red" role="alert">
            {refusal ?? join.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={join.isPending}>
            {t('dialogs.cancel')}
          </Button>
          <Button
            loading={join.isPending}
            onClick={() =>
              target &&
              join.mutate({
                serviceId: target.serviceId,
                locationId: target.locationId,
                clinicianId: target.clinicianId,
                currentAppointmentId: current?.id ?? null,
                ...windows,
              })
            }
          >
            {t('appointmentChanges.waitlist.join')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
