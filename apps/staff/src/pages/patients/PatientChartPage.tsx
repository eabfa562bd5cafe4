import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import type { CoreReferencePatient } from '@clinic/api-contract';
import { Anchor, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePatient } from '../../api/queries/patientQueries';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { formatDate } from '../../format/formatDate';
import { useStaffUser } from '../../session/StaffUserContext';
import { isTechStaff } from '../../session/useSession';
import { auditTrailTexts } from '../auditTrail/auditTrailTexts';
import { PendingChangeRequestsNotice } from '../changeRequests/PendingChangeRequestsNotice';
import { ChartRecords } from '../clinicalRecords/ChartRecords';
import { BillingSection } from './billing/BillingSection';
import { EditPatientModal } from './EditPatientModal';
import { EpisodesOfCare } from './EpisodesOfCare';
import { IntegrationsPanel } from './integrations/IntegrationsPanel';
import { MeasurementsPanel } from './measurements/MeasurementsPanel';

/** The patient's chart: demographics, episodes of care, then the clinical records and documents. */
export default function PatientChartPage() {
  const { patientId = '' } = useParams();
  const patient = usePatient(patientId);
  return <QueryState query={patient}>{(data) => <Chart patient={data} />}</QueryState>;
}

function Chart({ patient }: { patient: CoreReferencePatient }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const mayReadTrail = isTechStaff(useStaffUser());
  const name = [patient.firstName, patient.middleName, patient.lastName].filter(Boolean).join(' ');
  const facts: [string, string][] = [
    [t('patients.dateOfBirth'), formatDate(patient.dateOfBirth)],
    [t('patients.mrn'), patient.mrn],
    [t('patients.accountNumber'), patient.accountNumber],
    [t('patients.location'), patient.location?.name ?? '--'],
    [t('patients.sex'), patient.sex || '--'],
    [t('patients.gender'), patient.gender || '--'],
    [t('patients.email'), patient.email ?? '--'],
    [t('patients.phone'), patient.phone ?? '--'],
    [
      t('patients.addressLine1'),
      [patient.addressLine1, patient.addressLine2, patient.city, patient.state, patient.zip]
        .filter(Boolean)
        .join(', ') || '--',
    ],
    [t('patients.preferredLanguage'), patient.preferredLanguage || '--'],
    [t('patients.maritalStatus'), patient.maritalStatus || '--'],
    [t('patients.balance'), `$${patient.balance.toFixed(2)}`],
  ];
  return (
    <Stack>
      <Anchor component={Link} to="/patients" size="sm">
        ← {t('patients.chart.back')}
      </Anchor>
      <PageHeader title={name}>
        <Button variant="default" component={Link} to={`/messages?patientId=${patient.id}`}>
          {t('patients.chart.sendMessage')}
        </Button>
        {mayReadTrail && (
          <Button variant="default" component={Link} to={`/patients/${patient.id}/audit-trail`}>
            {auditTrailTexts.open}
          </Button>
        )}
        <Button onClick={() => setEditing(true)}>{t('patients.edit')}</Button>
      </PageHeader>
      <PendingChangeRequestsNotice patientId={patient.id} />
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t('patients.demographics')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} component="dl" spacing="xs">
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
      </Paper>
      <EpisodesOfCare patient={patient} />
      <MeasurementsPanel patientId={patient.id} />
      <IntegrationsPanel patientId={patient.id} />
      <BillingSection patientId={patient.id} locationId={patient.location?.id ?? null} />
      <ChartRecords patient={patient} />
      {editing && <EditPatientModal patient={patient} onClose={() => setEditing(false)} />}
    </Stack>
  );
}
