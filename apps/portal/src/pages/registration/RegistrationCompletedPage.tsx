import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CheckEmailNotice } from '../verification/CheckEmailNotice';
import type { RegistrationCompletedState } from './RegistrationPage';

/** After a registration: received, the address to confirm, reviewed by the clinic, then the visitor may sign in. */
export default function RegistrationCompletedPage() {
  const { t } = useTranslation();
  const email = (useLocation().state as RegistrationCompletedState | null)?.email;
  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder shadow="sm" p="xl" radius="md" maw={520} w="100%">
        <Stack>
          <Title order={1} size="h2">
            {t('registration.completedTitle')}
          </Title>
          <Text>{t('registration.received')}</Text>
          {email && <CheckEmailNotice email={email} kind="registration" />}
          <Text>{email ? t('registration.nextStepsEmail', { email }) : t('registration.nextSteps')}</Text>
          <Button component={Link} to="/welcome">
            {t('thanks.toWelcome')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
