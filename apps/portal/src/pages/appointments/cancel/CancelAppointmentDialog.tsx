import '@mantine/core/styles/Alert.css';
import '../../../dialogs/dialogStyles';
import type { Appointment } from '@clinic/api-contract';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../../../alerts/alertsContext';
import { useSystemSettings } from '../../../api/systemSettings';
import { formatDate, formatTime } from '../../../format/formatters';
import {
  type CancelReason,
  CancelReasonFields,
  cancelReasonBody,
  noCancelReason,
} from './CancelReasonFields';
import { refusalText } from './refusalText';
import { useCancelAppointment } from './useCancelAppointment';

/** Asks why, says how much notice the clinic needs, and shows a refusal in the portal's words. */
export function CancelAppointmentDialog({
  appointment,
  onClose,
}: {
  appointment: Appointment | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const hours = useSystemSettings().data?.appointmentCancelNoticeHours;
  const [value, setValue] = useState<CancelReason>(noCancelReason);
  const [showErrors, setShowErrors] = useState(false);
  const close = () => {
    setValue(noCancelReason);
    setShowErrors(false);
    cancel.reset();
    onClose();
  };
  const cancel = useCancelAppointment(() => {
    alerts.success(t('appointmentChanges.cancelled'));
    close();
  });
  const refusal = cancel.error ? refusalText(t, cancel.error) : null;
  const submit = () => {
    const checked = cancelReasonBody(value);
    setShowErrors(true);
    if (appointment && checked.body) cancel.mutate({ id: appointment.id, body: checked.body });
  };
  const when = appointment
    ? `${formatDate(appointment.appointmentDate)} ${formatTime(appointment.appointmentDate)}`
    : '';
  return (
    <Modal opened={appointment !== null} onClose={close} title={t('appointmentChanges.cancelTitle')} centered>
      <Stack>
        <Text fw={600}>{when}</Text>
        {hours !== undefined && (
          <Text size="sm" c="gray.7">
            {t('appointmentChanges.cancelNotice', { hours })}
          </Text>
        )}
        <CancelReasonFields value={value} onChange={setValue} showErrors={showErrors} />
        {cancel.error && (
          <Alert color="red" role="alert">
            {refusal ?? cancel.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={cancel.isPending}>
            {t('appointmentChanges.keep')}
          </Button>
          <Button color="red" onClick={submit} loading={cancel.isPending}>
            {t('appointmentChanges.confirmCancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
