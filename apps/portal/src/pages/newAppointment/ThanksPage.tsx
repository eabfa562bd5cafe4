import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { useSignedIn } from '../../session/sessionStore';
import { CheckEmailNotice } from '../verification/CheckEmailNotice';
import type { ThanksState } from './NewAppointmentPage';
import { RequestSummary } from './RequestSummary';
import { useCancelRequest } from './useCancelRequest';

/** After 'Request appointment': received, not yet confirmed, the team will review it. */
export default function ThanksPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const made = (useLocation().state as ThanksState | null)?.request ?? null;
  const [request, setRequest] = useState(made);
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelRequest((cancelled) => {
    setRequest(cancelled);
    setConfirming(false);
  });
  const cancelled = request?.status === 'Cancelled';
  const visitorEmail = typeof made?.patientInfo.email === 'string' ? made.patientInfo.email : null;
  return (
    <Container size="sm" px={{ base: 'xs', sm: 'md' }} py="md">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <Stack>
          <Title order={1} size="h2">
            {cancelled ? t('thanks.cancelledTitle') : t('thanks.title')}
          </Title>
          {cancelled ? (
            <Text>{t('appointments.requestCancelled')}</Text>
          ) : (
            <>
              <Text>{t('thanks.received')}</Text>
              {!signedIn && visitorEmail && <CheckEmailNotice email={visitorEmail} kind="request" />}
              <Text>{t('thanks.notConfirmed')}</Text>
            </>
          )}
          {request && (
            <>
              <Group>
                <Text fw={500}>{t('appointments.status')}</Text>
                <Badge color={cancelled ? 'gray' : 'yellow'} variant="light" c="dark.8">
                  {t(`appointments.requestStatuses.${request.status}`)}
                </Badge>
              </Group>
              <RequestSummary request={request} />
            </>
          )}
          <Group>
            {signedIn ? (
              <Button component={Link} to="/appointments">
                {t('thanks.toAppointments')}
              </Button>
            ) : (
              <Button component={Link} to="/welcome">
                {t('thanks.toWelcome')}
              </Button>
            )}
            {signedIn && request?.status === 'Unconfirmed' && (
              <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
                {t('appointments.cancelRequest')}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
      <ConfirmDialog
        opened={confirming}
        message={t('appointments.confirmCancelRequest')}
        busy={cancel.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => request && cancel.mutate(request.id)}
      />
    </Container>
  );
}
