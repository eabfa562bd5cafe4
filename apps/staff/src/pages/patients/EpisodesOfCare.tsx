import '../../components/selectStyles';
import '@mantine/core/styles/Badge.css';
import type { CoreReferenceEpisodeOfCare, CoreReferencePatient } from '@clinic/api-contract';
import { Badge, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorBeyondFields, fieldErrorOf } from '../../api/fieldErrorOf';
import { apiRequest } from '../../api/httpClient';
import { patientKeys } from '../../api/queries/patientQueries';
import { optionsOf, useLocations } from '../../api/queries/referenceQueries';
import { useApiMutation } from '../../api/useApiMutation';
import { DataTable } from '../../components/DataTable';
import { FormModal } from '../../components/FormModal';
import { formatDate } from '../../format/formatDate';

export function EpisodesOfCare({ patient }: { patient: CoreReferencePatient }) {
  const { t } = useTranslation();
  const locations = useLocations();
  const [opening, setOpening] = useState(false);
  const [closing, setClosing] = useState<CoreReferenceEpisodeOfCare | null>(null);
  const hasOpen = patient.episodesOfCare.some((episode) => episode.endDate === null);
  const locationName = (id: string | null) => locations.data?.find((l) => l.id === id)?.name ?? '--';
  return (
    <Paper withBorder p="md">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('patients.chart.episodes')}
          </Title>
          <Button size="sm" onClick={() => setOpening(true)} disabled={hasOpen}>
            {t('patients.chart.openEpisode')}
          </Button>
        </Group>
        {hasOpen && (
          <Text size="sm" c="dimmed">
            {t('patients.chart.oneOpenEpisode')}
          </Text>
        )}
        <DataTable
          caption={t('patients.chart.episodes')}
          rows={patient.episodesOfCare}
          rowKey={(row) => row.id}
          columns={[
            { header: t('patients.chart.number'), cell: (row) => row.number },
            {
              header: t('patients.chart.status'),
              cell: (row) => <Badge color={row.endDate ? 'gray' : 'green'}>{row.status}</Badge>,
            },
            { header: t('patients.location'), cell: (row) => locationName(row.locationId) },
            { header: t('patients.chart.startDate'), cell: (row) => formatDate(row.startDate) },
            { header: t('patients.chart.endDate'), cell: (row) => formatDate(row.endDate) },
            {
              header: t('common.actions'),
              cell: (row) =>
                row.endDate === null && (
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => setClosing(row)}
                    aria-label={`${t('patients.chart.closeEpisode')} ${row.number}`}
                  >
                    {t('patients.chart.closeEpisode')}
                  </Button>
                ),
            },
          ]}
        />
      </Stack>
      {opening && (
        <OpenEpisodeModal
          patient={patient}
          locationOptions={optionsOf(locations.data, (l) => l.name)}
          onClose={() => setOpening(false)}
        />
      )}
      {closing && <CloseEpisodeModal episode={closing} onClose={() => setClosing(null)} />}
    </Paper>
  );
}

function OpenEpisodeModal({
  patient,
  locationOptions,
  onClose,
}: {
  patient: CoreReferencePatient;
  locationOptions: { value: string; label: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [locationId, setLocationId] = useState<string | null>(patient.locationId);
  const [startDate, setStartDate] = useState('');
  const open = useApiMutation(
    () =>
      apiRequest('PUT', '/api/core/EpisodesOfCare', {
        patientId: patient.id,
        locationId,
        ...(startDate ? { startDate } : {}),
      }),
    [patientKeys.one(patient.id)],
    onClose,
  );
  return (
    <FormModal
      opened
      title={t('patients.chart.openEpisode')}
      onClose={onClose}
      onSubmit={() => open.mutate(undefined)}
      busy={open.isPending}
      error={errorBeyondFields(open.error, ['locationId', 'startDate'])}
      submitLabel={t('patients.chart.openEpisode')}
    >
      <Select
        label={t('patients.location')}
        data={locationOptions}
        value={locationId}
        onChange={setLocationId}
        clearable
        error={fieldErrorOf(open.error, 'locationId')}
      />
      <TextInput
        label={t('patients.chart.startDate')}
        type="date"
        value={startDate}
        onChange={(event) => setStartDate(event.currentTarget.value)}
        error={fieldErrorOf(open.error, 'startDate')}
      />
    </FormModal>
  );
}

function CloseEpisodeModal({
  episode,
  onClose,
}: {
  episode: CoreReferenceEpisodeOfCare;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [endDate, setEndDate] = useState('');
  const close = useApiMutation(
    () => apiRequest('PATCH', `/api/core/EpisodesOfCare/${episode.id}`, endDate ? { endDate } : {}),
    [patientKeys.one(episode.patientId)],
    onClose,
  );
  return (
    <FormModal
      opened
      title={t('patients.chart.closeEpisodeTitle', { number: episode.number })}
      onClose={onClose}
      onSubmit={() => close.mutate(undefined)}
      busy={close.isPending}
      error={errorBeyondFields(close.error, ['endDate'])}
      submitLabel={t('patients.chart.closeEpisode')}
    >
      <TextInput
        label={t('patients.chart.endDate')}
        type="date"
        min={episode.startDate}
        value={endDate}
        onChange={(event) => setEndDate(event.currentTarget.value)}
        error={fieldErrorOf(close.error, 'endDate')}
      />
    </FormModal>
  );
}
