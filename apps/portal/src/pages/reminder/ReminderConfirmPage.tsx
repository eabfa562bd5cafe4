import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { refusalText } from '../appointments/cancel/refusalText';
import { BackToWelcome } from '../verification/BackToWelcome';
import { LinkPageCard } from '../verification/LinkPageCard';
import { confirmByReminderCode } from './reminderCalls';

/**
 * /appointment-confirm/{code}: a reminder's Confirm link, usable without signing in. Opening it
 * confirms nothing (mail scanners open links); the button does.
 */
export default function ReminderConfirmPage() {
  const { t } = useTranslation();
  const code = useParams().code ?? '';
  const confirm = useMutation({ mutationFn: confirmByReminderCode });
  return (
    <LinkPageCard title={t('appointmentChanges.reminderLinks.confirmTitle')}>
      {confirm.isSuccess ? (
        <Alert color="teal" role="status">
          {t('appointmentChanges.reminderLinks.confirmed')}
        </Alert>
      ) : (
        <>
          <Text>{t('appointmentChanges.reminderLinks.confirmIntro')}</Text>
          {confirm.error && (
            <Alert color="red" role="alert">
              {refusalText(t, confirm.error) ?? confirm.error.message}
            </Alert>
          )}
          <Group>
            <Button onClick={() => confirm.mutate(code)} loading={confirm.isPending}>
              {t('appointmentChanges.reminderLinks.confirmSubmit')}
            </Button>
          </Group>
        </>
      )}
      <BackToWelcome />
    </LinkPageCard>
  );
}
