import {
  type Appointment,
  type AppointmentRequestDetail,
  type AppointmentVideoVisitBody,
  videoVisitUrlError,
} from '@clinic/api-contract';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorBeyondFields, fieldErrorOf } from '../../../api/fieldErrorOf';
import { apiRequest } from '../../../api/httpClient';
import { useApiMutation } from '../../../api/useApiMutation';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { VideoVisitUrlInput } from '../../../components/VideoVisitUrlInput';
import { appointmentRequestKeys } from '../appointmentRequestQueries';

const setVideoVisit = (appointmentId: string, body: AppointmentVideoVisitBody) =>
  apiRequest<Appointment>('PATCH', `/api/core/Appointments/${appointmentId}/VideoVisit`, body);

/**
 * The video visit link of the telehealth appointment an approved request became: staff change
 * it for this visit (a new link is e-mailed to the patient) or remove it.
 */
export function VideoVisitLinkForm({
  request,
  appointmentId,
}: {
  request: AppointmentRequestDetail;
  appointmentId: string;
}) {
  const { t } = useTranslation();
  const [link, setLink] = useState(request.videoVisitUrl ?? '');
  const [checked, setChecked] = useState(false);
  const save = useApiMutation(
    (body: AppointmentVideoVisitBody) => setVideoVisit(appointmentId, body),
    [appointmentRequestKeys.all],
  );
  const error = (checked ? videoVisitUrlError(link) : undefined) ?? fieldErrorOf(save.error, 'videoVisitUrl');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (videoVisitUrlError(link)) return;
    save.mutate({ videoVisitUrl: link.trim() || null });
  };
  return (
    <section aria-labelledby="video-visit-heading">
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Title order={3} size="h5" id="video-visit-heading">
            {t('videoVisit.title')}
          </Title>
          {!request.videoVisitUrl && <Text size="sm">{t('videoVisit.none')}</Text>}
          <VideoVisitUrlInput
            value={link}
            onChange={(event) => {
              setLink(event.currentTarget.value);
              save.reset();
            }}
            error={error}
            description={t('videoVisit.editHint')}
          />
          <ErrorAlert error={errorBeyondFields(save.error, ['videoVisitUrl'])} />
          {save.isSuccess && (
            <Text size="sm" c="teal.9" role="status">
              {t(save.data.videoVisitUrl ? 'videoVisit.saved' : 'videoVisit.cleared')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </section>
  );
}
