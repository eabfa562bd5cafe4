import '@mantine/core/styles/Paper.css';
import type { CoreClinicalIntegrationService, CoreClinicalIntegrationStatus } from '@clinic/api-contract';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { QueryState } from '../../../components/QueryState';
import { useIntegrationStatus, useSyncPatient } from './integrationCalls';

interface ServiceRow {
  service: CoreClinicalIntegrationService;
  name: string;
  externalPatientId: string | null;
  /** Why the patient cannot be synced here, if they cannot. */
  blocked: string | null;
}

function rowsOf(status: CoreClinicalIntegrationStatus, t: (key: string) => string): ServiceRow[] {
  return [
    {
      service: 'DoseSpot',
      name: 'DoseSpot',
      externalPatientId: status.doseSpot.externalPatientId,
      blocked: !status.doseSpot.enabled
        ? t('patients.integrations.notEnabled')
        : !status.doseSpot.userHasAccess
          ? t('patients.integrations.noDoseSpotAccess')
          : null,
    },
    {
      service: 'Emar',
      name: 'eMAR',
      externalPatientId: status.emar.externalPatientId,
      blocked: status.emar.enabled ? null : t('patients.integrations.notEnabled'),
    },
  ];
}

/**
 * The chart's link to DoseSpot (e-prescribing) and the eMAR: whether the patient is synced, and
 * "Sync to …", after which the documents' DoseSpot and eMAR components load the patient's data.
 */
export function IntegrationsPanel({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  const status = useIntegrationStatus(patientId);
  const sync = useSyncPatient(patientId);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="chart-integrations">
      <Title id="chart-integrations" order={2} size="h4" mb="sm">
        {t('patients.integrations.title')}
      </Title>
      <QueryState query={status}>
        {(data) => (
          <Stack gap="sm">
            {rowsOf(data, t).map((row) => (
              <Group key={row.service} justify="space-between" wrap="wrap">
                <div>
                  <Text fw={600}>{row.name}</Text>
                  <Text size="sm" c="dimmed">
                    {row.blocked ??
                      (row.externalPatientId
                        ? t('patients.integrations.synced', { id: row.externalPatientId })
                        : t('patients.integrations.notSynced'))}
                  </Text>
                </div>
                {!row.blocked && (
                  <Button
                    variant={row.externalPatientId ? 'default' : 'filled'}
                    loading={sync.isPending && sync.variables === row.service}
                    disabled={sync.isPending}
                    onClick={() => sync.mutate(row.service)}
                  >
                    {t(
                      row.externalPatientId
                        ? 'patients.integrations.syncAgain'
                        : 'patients.integrations.sync',
                      {
                        service: row.name,
                      },
                    )}
                  </Button>
                )}
              </Group>
            ))}
            {sync.isError && <ErrorAlert error={sync.error} />}
          </Stack>
        )}
      </QueryState>
    </Paper>
  );
}
