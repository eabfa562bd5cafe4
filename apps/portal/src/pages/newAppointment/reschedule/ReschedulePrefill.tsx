import { Alert } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppointments } from '../../../api/appointments';
import { formatDate, formatTime } from '../../../format/formatters';
import type { RescheduleFrom } from '../requestWizardMachine';
import { rescheduleParam } from './reschedulePath';

/**
 * With ?reschedule={appointmentId}: once the patient's appointments are loaded, the wizard takes
 * that appointment's service, location, place and clinician (`apply`) and says what is being
 * moved. An id that is not an upcoming appointment of theirs is ignored: a plain new request.
 */
export function ReschedulePrefill({ apply }: { apply(from: RescheduleFrom): void }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get(rescheduleParam);
  const appointments = useAppointments();
  const appointment = appointments.data?.upcoming.find((a) => a.id === id && a.status === 'Show');
  // biome-ignore lint/correctness/useExhaustiveDependencies: apply once per appointment found, not per render.
  useEffect(() => {
    if (!appointment?.serviceId) return;
    apply({
      id: appointment.id,
      serviceId: appointment.serviceId,
      locationId: appointment.locationId,
      placeOfServiceId: appointment.placeOfServiceId,
      clinicianId: appointment.clinicianId,
    });
  }, [appointment?.id]);
  if (!appointment) return null;
  const when = `${formatDate(appointment.appointmentDate)} ${formatTime(appointment.appointmentDate)}`;
  return (
    <Alert color="blue" role="status" mb="md">
      {t('appointmentChanges.rescheduling', { when })}
    </Alert>
  );
}
