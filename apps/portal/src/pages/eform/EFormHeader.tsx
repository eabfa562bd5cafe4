import { Group, Image, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEFormDocumentHeader } from './eFormCalls';

/** YYYY-MM-DD (or an ISO instant) as MM/DD/YYYY of its date part: a birth date is never shifted by a time zone. */
function usDate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '--';
}

/** The Form Header of one document of the link: the clinic, the form, the patient and the episode. */
export function EFormHeader({ ticket, documentId }: { ticket: string; documentId: string }) {
  const { t } = useTranslation();
  const header = useEFormDocumentHeader(ticket, documentId).data;
  if (!header) return <Skeleton h={96} />;
  const { patient } = header;
  const name = [patient.firstName, patient.middleName, patient.lastName].filter(Boolean).join(' ');
  const facts: Array<[string, string]> = [
    [t('eform.patient'), name],
    [t('eform.dateOfBirth'), usDate(patient.dateOfBirth)],
    [t('eform.mrn'), patient.mrn || '--'],
    [t('eform.effectiveDate'), usDate(header.effectiveDate)],
    [t('eform.episode'), header.episodeOfCare?.number ?? '--'],
  ];
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group gap="sm">
          {header.organizationLogo && (
            <Image src={header.organizationLogo} alt="" h={40} w="auto" fit="contain" />
          )}
          <Text c="dimmed">{header.organizationName}</Text>
        </Group>
        <Title order={1}>{header.formName}</Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" component="dl" m={0}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
