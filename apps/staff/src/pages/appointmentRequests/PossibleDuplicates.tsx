import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import type { PossibleDuplicate } from '@clinic/api-contract';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../components/QueryState';
import { formatDate } from '../../format/formatDate';

/**
 * Existing patients the visitor may be, beside the request: why each matches, their chart, and
 * "Link to this patient" (approve onto that chart instead of creating a new one).
 */
export function PossibleDuplicates({
  duplicates,
  canLink,
  onLink,
}: {
  duplicates: UseQueryResult<PossibleDuplicate[]>;
  /** False while the visitor's address is not verified: nothing may be approved yet. */
  canLink: boolean;
  onLink: (patient: PossibleDuplicate) => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="possible-duplicates">
      <Title order={3} size="h5" mb={4} id="possible-duplicates">
        {t('appointmentRequests.duplicatesTitle')}
      </Title>
      <QueryState query={duplicates}>
        {(found) =>
          found.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('appointmentRequests.noDuplicates')}
            </Text>
          ) : (
            <Stack gap="xs">
              <Text size="sm">{t('appointmentRequests.duplicatesHint')}</Text>
              {found.map((patient) => {
                const name = `${patient.firstName} ${patient.lastName}`;
                return (
                  <Paper
                    key={patient.patientId}
                    withBorder
                    p="xs"
                    component="article"
                    aria-label={t('appointmentRequests.duplicateLabel', { name })}
                  >
                    <Group justify="space-between" align="flex-start" wrap="wrap">
                      <Stack gap={2}>
                        <Text fw={500}>{name}</Text>
                        <Text size="sm">
                          {t('appointmentRequests.duplicateFacts', {
                            dateOfBirth: formatDate(patient.dateOfBirth),
                            account: patient.accountNumber,
                          })}
                        </Text>
                        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {[patient.email, patient.phone].filter(Boolean).join(' · ')}
                        </Text>
                        <Group gap={4}>
                          {patient.reasons.map((reason) => (
                            <Badge key={reason} size="sm" color="orange.9" variant="outline">
                              {t(`appointmentRequests.duplicateReasons.${reason}`)}
                            </Badge>
                          ))}
                        </Group>
                      </Stack>
                      <Stack gap={4} align="flex-end">
                        <Button size="xs" variant="light" disabled={!canLink} onClick={() => onLink(patient)}>
                          {t('appointmentRequests.linkToPatient')}
                        </Button>
                        <Anchor component={Link} to={`/patients/${patient.patientId}`} size="sm">
                          {t('appointmentRequests.openChart')}
                        </Anchor>
                      </Stack>
                    </Group>
                  </Paper>
                );
              })}
            </Stack>
          )
        }
      </QueryState>
    </section>
  );
}
