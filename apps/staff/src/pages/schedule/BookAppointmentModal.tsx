import '../../components/selectStyles';
import type { Appointment, ScheduleBookBody } from '@clinic/api-contract';
import { Select, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  optionsOf,
  useClinicians,
  useLocations,
  usePlacesOfService,
  useServices,
} from '../../api/queries/referenceQueries';
import { useApiMutation } from '../../api/useApiMutation';
import { FormModal } from '../../components/FormModal';
import { PatientPicker } from '../../components/PatientPicker';
import type { PickedPatient } from '../../components/usePatientOptions';
import { bookAppointment, scheduleKeys } from './scheduleCalls';

interface Choices {
  patient: PickedPatient | null;
  locationId: string | null;
  serviceId: string | null;
  clinicianId: string | null;
  placeOfServiceId: string | null;
  start: string;
  notes: string;
}

type Required = 'patient' | 'locationId' | 'serviceId' | 'clinicianId' | 'start';
const required: readonly Required[] = ['patient', 'locationId', 'serviceId', 'clinicianId', 'start'];

/**
 * Book: patient (searched), location, service offered there, a clinician offering it, place of
 * service and the location's wall-clock time. The server checks the clinician's hours and time.
 */
export function BookAppointmentModal({
  initial,
  onClose,
  onBooked,
}: {
  initial: { locationId: string; clinicianId: string; start: string };
  onClose: () => void;
  onBooked: (appointment: Appointment, patient: PickedPatient) => void;
}) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<Choices>({
    patient: null,
    locationId: initial.locationId || null,
    serviceId: null,
    clinicianId: initial.clinicianId || null,
    placeOfServiceId: null,
    start: initial.start,
    notes: '',
  });
  const [missing, setMissing] = useState<ReadonlySet<Required>>(new Set());
  const locations = useLocations();
  const services = useServices();
  const clinicians = useClinicians();
  const places = usePlacesOfService(choices.locationId);
  const location = locations.data?.find((l) => l.id === choices.locationId);
  const offered = services.data?.filter((s) => !location || location.serviceIds.includes(s.id));
  const offering = clinicians.data?.filter(
    (c) => !choices.serviceId || c.serviceIds.includes(choices.serviceId),
  );
  const book = useApiMutation(bookAppointment, [scheduleKeys.all], (appointment) => {
    if (choices.patient) onBooked(appointment, choices.patient);
  });
  const set = <K extends keyof Choices>(name: K, value: Choices[K]) => {
    setChoices((current) => ({ ...current, [name]: value }));
    setMissing((current) => new Set([...current].filter((m) => m !== name)));
  };
  const submit = () => {
    const absent = required.filter((name) => !choices[name]);
    setMissing(new Set(absent));
    const { patient, locationId, serviceId, clinicianId, start } = choices;
    if (!patient || !locationId || !serviceId || !clinicianId || !start) return;
    const body: ScheduleBookBody = {
      patientId: patient.id,
      locationId,
      serviceId,
      clinicianId,
      placeOfServiceId: choices.placeOfServiceId,
      start: start.slice(0, 16),
      notes: choices.notes,
    };
    book.mutate(body);
  };
  const errorOf = (name: Required) => (missing.has(name) ? t('common.required') : null);
  return (
    <FormModal
      opened
      title={t('schedule.book')}
      onClose={onClose}
      onSubmit={submit}
      busy={book.isPending}
      error={book.error}
      submitLabel={t('schedule.submitBook')}
    >
      <PatientPicker
        label={t('schedule.patient')}
        description={t('schedule.patientHint')}
        required
        error={errorOf('patient')}
        value={choices.patient}
        onChange={(patient) => set('patient', patient)}
      />
      <Select
        label={t('schedule.location')}
        required
        error={errorOf('locationId')}
        data={optionsOf(locations.data, (l) => l.name)}
        value={choices.locationId}
        onChange={(value) => {
          set('locationId', value);
          set('placeOfServiceId', null);
        }}
        searchable
      />
      <Select
        label={t('schedule.service')}
        required
        error={errorOf('serviceId')}
        data={optionsOf(offered, (s) => s.name)}
        value={choices.serviceId}
        onChange={(value) => set('serviceId', value)}
        searchable
      />
      <Select
        label={t('schedule.clinician')}
        required
        error={errorOf('clinicianId')}
        data={optionsOf(offering, (c) => `${c.firstName} ${c.lastName}`)}
        value={choices.clinicianId}
        onChange={(value) => set('clinicianId', value)}
        searchable
      />
      <Select
        label={t('schedule.placeOfService')}
        data={optionsOf(places.data, (p) => p.name)}
        value={choices.placeOfServiceId}
        onChange={(value) => set('placeOfServiceId', value)}
        clearable
      />
      <TextInput
        type="datetime-local"
        label={t('schedule.start')}
        description={t('schedule.startHint')}
        required
        error={errorOf('start')}
        value={choices.start}
        onChange={(event) => set('start', event.currentTarget.value)}
      />
      <Textarea
        label={t('schedule.notes')}
        value={choices.notes}
        onChange={(event) => set('notes', event.currentTarget.value)}
        autosize
        minRows={2}
      />
    </FormModal>
  );
}
