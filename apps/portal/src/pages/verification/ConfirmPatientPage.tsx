import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAlerts } from '../../alerts/alertsContext';
import { LinkPageCard } from './LinkPageCard';
import { confirmLoginLink, isUnusableLink } from './requesterCodeCalls';
import { UnusableLinkNotice } from './UnusableLinkNotice';

/**
 * /confirm-patient/{code}: the owner of an existing portal login accepts a newly approved
 * patient. A button, not the opening of the page, decides: mail scanners open links too.
 */
export default function ConfirmPatientPage() {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const code = useParams().code ?? '';
  const confirm = useMutation({
    mutationFn: () => confirmLoginLink(code),
    onError: (error) => {
      if (!isUnusableLink(error)) alerts.error(error);
    },
  });

  if (confirm.isSuccess) {
    return (
      <LinkPageCard title={t('verification.patientAddedTitle')}>
        <Alert color="teal" role="status">
          {t('verification.patientAdded', { name: confirm.data.patientName })}
        </Alert>
        <Group>
          <Button component={Link} to="/signin">
            {t('verification.toSignIn')}
          </Button>
        </Group>
      </LinkPageCard>
    );
  }
  return (
    <LinkPageCard title={t('verification.confirmPatientTitle')}>
      {isUnusableLink(confirm.error) ? (
        <UnusableLinkNotice />
      ) : (
        <>
          <Text>{t('verification.confirmPatientIntro')}</Text>
          <Text c="gray.7">{t('verification.confirmPatientIgnore')}</Text>
          <Group>
            <Button onClick={() => confirm.mutate()} loading={confirm.isPending}>
              {t('verification.confirmPatient')}
            </Button>
          </Group>
        </>
      )}
    </LinkPageCard>
  );
}
