import type { MessagesStaffThreadDetail } from '@clinic/api-contract';
import { Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../api/httpClient';
import { patientLabel, usePatient } from '../../api/queries/patientQueries';
import { useApiMutation } from '../../api/useApiMutation';
import { FormModal } from '../../components/FormModal';
import { PatientPicker } from '../../components/PatientPicker';
import type { PickedPatient } from '../../components/usePatientOptions';
import { messageKeys } from './messageQueries';

/** Starts a conversation with a patient (from the inbox, or from a chart with the patient chosen). */
export function NewThreadModal({
  patientId,
  onClose,
  onCreated,
}: {
  patientId: string | null;
  onClose: () => void;
  onCreated: (threadId: string) => void;
}) {
  const { t } = useTranslation();
  const preset = usePatient(patientId ?? '');
  const [patient, setPatient] = useState<PickedPatient | null>(null);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (patientId && preset.data) setPatient({ id: preset.data.id, label: patientLabel(preset.data) });
  }, [patientId, preset.data]);
  const create = useApiMutation(
    (input: { patientId: string; subject: string; body: string }) =>
      apiRequest<MessagesStaffThreadDetail>('PUT', '/api/core/Messages/Threads', input),
    [messageKeys.all],
    (detail) => onCreated(detail.thread.id),
  );
  const submit = () => {
    const next: Record<string, string> = {};
    if (!patient) next.patient = t('messages.patientRequired');
    if (!subject.trim()) next.subject = t('messages.required');
    if (!body.trim()) next.body = t('messages.required');
    setErrors(next);
    if (patient && Object.keys(next).length === 0) create.mutate({ patientId: patient.id, subject, body });
  };
  return (
    <FormModal
      opened
      title={t('messages.newMessage')}
      onClose={onClose}
      onSubmit={submit}
      busy={create.isPending}
      error={create.error}
      submitLabel={t('messages.send')}
    >
      <PatientPicker
        label={t('messages.patient')}
        required
        value={patient}
        onChange={setPatient}
        error={errors.patient}
      />
      <TextInput
        label={t('messages.subject')}
        required
        maxLength={200}
        value={subject}
        onChange={(event) => setSubject(event.currentTarget.value)}
        error={errors.subject}
      />
      <Textarea
        label={t('messages.body')}
        description={t('messages.bodyHint')}
        required
        autosize
        minRows={4}
        maxLength={5000}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
        error={errors.body}
      />
    </FormModal>
  );
}
