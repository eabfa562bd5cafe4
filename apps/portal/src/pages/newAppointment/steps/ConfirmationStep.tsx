import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Anchor.css';
import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '../../../format/formatters';
import { anyClinician, type WizardStep } from '../requestWizardMachine';
import {
  useAllServices,
  useClinicians,
  useInsuranceCompanies,
  useLocations,
  usePlacesOfService,
} from '../wizardQueries';
import type { StepProps } from './stepProps';

/** Everything chosen, each line with a way back to its step. */
export function ConfirmationStep({ state, dispatch }: StepProps) {
  const { t } = useTranslation();
  const { data } = state;
  const locations = useLocations();
  const services = useAllServices(locations.data);
  const places = usePlacesOfService(data.locationId);
  const clinicians = useClinicians(data.serviceId, data.locationId);
  const companies = useInsuranceCompanies(data.insurance.hasInsurance === true);
  const info = data.patientInfo;
  const company = companies.data?.find((c) => c.id === data.insurance.companyId)?.name;
  const rows: { label: string; value: string; step: WizardStep }[] = [
    {
      label: t('wizard.steps.service'),
      value: services.data?.find((s) => s.id === data.serviceId)?.name ?? '',
      step: 'service',
    },
    {
      label: t('wizard.steps.location'),
      value: locations.data?.find((l) => l.id === data.locationId)?.name ?? '',
      step: 'location',
    },
    {
      label: t('wizard.steps.placeOfService'),
      value: places.data?.find((p) => p.id === data.placeOfServiceId)?.name ?? '',
      step: 'placeOfService',
    },
    {
      label: t('wizard.steps.clinician'),
      value:
        data.clinicianId === anyClinician
          ? t('wizard.clinician.any')
          : (clinicians.data?.clinicians.find((c) => c.id === data.clinicianId)?.name ?? ''),
      step: 'clinician',
    },
    {
      label: t('wizard.steps.dateTime'),
      value: data.date && data.time ? `${formatDate(data.date)} ${formatTime(data.time)}` : '',
      step: 'dateTime',
    },
    {
      label: t('wizard.steps.yourInformation'),
      value: [
        [info.firstName, info.middleName, info.lastName].filter(Boolean).join(' '),
        info.email,
        info.phone,
      ].join(' · '),
      step: 'yourInformation',
    },
    {
      label: t('wizard.steps.insurance'),
      value: data.insurance.hasInsurance
        ? [company, t('wizard.confirmation.member', { id: data.insurance.memberId })]
            .filter(Boolean)
            .join(' · ')
        : t('wizard.insurance.no'),
      step: 'insurance',
    },
    {
      label: t('wizard.steps.paymentInfo'),
      value: data.payment.method ? t(`wizard.payment.methods.${data.payment.method}`) : '',
      step: 'paymentInfo',
    },
  ];
  return (
    <>
      <Text mb="sm">{t('wizard.confirmation.intro')}</Text>
      <Table variant="vertical" withTableBorder layout="fixed">
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.step}>
              <Table.Th w="35%">{row.label}</Table.Th>
              <Table.Td>
                <Text span style={{ overflowWrap: 'anywhere' }}>
                  {row.value}
                </Text>{' '}
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => dispatch({ type: 'goTo', step: row.step })}
                >
                  {t('wizard.confirmation.change', { what: row.label })}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
