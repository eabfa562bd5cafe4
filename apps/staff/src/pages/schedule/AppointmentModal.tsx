import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import type { ScheduleAppointment } from '@clinic/api-contract';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../api/useApiMutation';
import { ErrorAlert } from '../../components/ErrorAlert';
import { RequiredReason, useRequiredReason } from '../../components/RequiredReason';
import { formatAtLocation, formatWallClock } from '../../format/formatDate';
import { appointmentZoneName } from '../../format/zoneLabels';
import {
  cancelAppointment,
  moveAppointment,
  scheduleKeys,
  sendReminder,
  setAppointmentStatus,
} from './scheduleCalls';

type Action =
  | { kind: 'status'; status: 'CheckedIn' | 'NoShow' }
  | { kind: 'move'; start: string }
  | { kind: 'cancel'; reason: string }
  | { kind: 'remind' };

/** One appointment: what, when and where; an expected one is checked in, marked no-show, moved or cancelled. */
export function AppointmentModal({
  appointment: a,
  onClose,
  onDone,
}: {
  appointment: ScheduleAppointment;
  onClose: () => void;
  onDone: (notice: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const [moveTo, setMoveTo] = useState(a.appointmentDate.slice(0, 16));
  const [cancelling, setCancelling] = useState(false);
  const reason = useRequiredReason();
  const act = useApiMutation(
    (action: Action) => {
      if (action.kind === 'status') return setAppointmentStatus(a.id, { status: action.status });
      if (action.kind === 'move') return moveAppointment(a.id, { start: action.start });
      if (action.kind === 'remind') return sendReminder(a.id);
      return cancelAppointment(a.id, action.reason);
    },
    [scheduleKeys.all],
    (_, action) => {
      const patient = a.patientName;
      if (action.kind === 'move') onDone(t('schedule.moved'));
      else if (action.kind === 'cancel') onDone(t('schedule.cancelled'));
      else if (action.kind === 'remind') onDone(t('schedule.reminderSent', { patient }));
      else
        onDone(
          t(action.status === 'CheckedIn' ? 'schedule.checkedIn' : 'schedule.markedNoShow', { patient }),
        );
    },
  );
  const expected = a.status === 'Show';
  const facts: Array<[string, string]> = [
    [
      t('schedule.columns.when'),
      `${formatWallClock(a.appointmentDate)} ${appointmentZoneName(a, i18n.language)} (${a.timeZone})`,
    ],
    [t('schedule.columns.patient'), a.patientName],
    [t('schedule.columns.service'), a.serviceName ?? '--'],
    [t('schedule.columns.clinician'), a.clinicianName ?? '--'],
    [t('schedule.columns.location'), [a.locationName, a.placeOfServiceName].filter(Boolean).join(' · ')],
    [t('schedule.columns.status'), t(`schedule.statuses.${a.status}`, a.status)],
    [
      t('schedule.confirmation'),
      a.confirmedAt
        ? t('schedule.confirmedAt', { when: formatAtLocation(a.confirmedAt, a.timeZone) })
        : t('schedule.notConfirmed'),
    ],
  ];
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('schedule.details')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="lg"
    >
      <Stack>
        <dl className="schedule-facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {a.notes && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {a.notes}
          </Text>
        )}
        <ErrorAlert error={act.error} />
        {expected && !cancelling && (
          <>
            <Group>
              <Button
                onClick={() => act.mutate({ kind: 'status', status: 'CheckedIn' })}
                loading={act.isPending}
              >
                {t('schedule.checkIn')}
              </Button>
              <Button
                variant="light"
                color="red"
                onClick={() => act.mutate({ kind: 'status', status: 'NoShow' })}
                loading={act.isPending}
              >
                {t('schedule.noShow')}
              </Button>
              <Button variant="default" onClick={() => setCancelling(true)}>
                {t('schedule.cancel')}
              </Button>
              <Button
                variant="default"
                onClick={() => act.mutate({ kind: 'remind' })}
                loading={act.isPending}
              >
                {t('schedule.sendReminder')}
              </Button>
            </Group>
            <Group align="flex-end">
              <TextInput
                type="datetime-local"
                label={t('schedule.moveTo')}
                description={t('schedule.startHint')}
                value={moveTo}
                onChange={(event) => setMoveTo(event.currentTarget.value)}
              />
              <Button
                variant="default"
                onClick={() => act.mutate({ kind: 'move', start: moveTo.slice(0, 16) })}
                loading={act.isPending}
              >
                {t('schedule.move')}
              </Button>
            </Group>
          </>
        )}
        {expected && cancelling && (
          <>
            <RequiredReason
              label={t('schedule.cancelReason')}
              description=""
              requiredText={t('common.required')}
              reason={reason}
              autoFocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setCancelling(false)}>
                {t('schedule.keep')}
              </Button>
              <Button
                color="red"
                loading={act.isPending}
                onClick={() => {
                  const text = reason.take();
                  if (text) act.mutate({ kind: 'cancel', reason: text });
                }}
              >
                {t('schedule.confirmCancel')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
