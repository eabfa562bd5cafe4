import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Title.css';
import { ApiError, type WaitlistOffer } from '@clinic/api-contract';
import { Alert, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAlerts } from '../../alerts/alertsContext';
import { appointmentsQueryKey } from '../../api/appointments';
import { apiRequest } from '../../api/httpClient';
import { serverErrorText } from '../../api/serverErrorText';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { formatDate, formatDateTime, formatTime } from '../../format/formatters';

/** What an offer that can no longer be answered says, by its state. */
const closedColors: Readonly<Record<Exclude<WaitlistOffer['status'], 'offered'>, string>> = {
  accepted: 'teal',
  declined: 'gray',
  expired: 'orange',
  taken: 'orange',
};

/** /waitlist/{code}: the earlier slot a waitlist e-mail offers, to accept or decline. */
export default function WaitlistPage() {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const queryClient = useQueryClient();
  const code = useParams().code ?? '';
  const path = `/api/portal/Waitlist/Offer/${encodeURIComponent(code)}`;
  const queryKey = ['WaitlistOffer', code];
  const offer = useQuery({
    queryKey,
    queryFn: () => apiRequest<WaitlistOffer>('GET', path),
    retry: false,
  });
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const respond = useMutation({
    mutationFn: (answer: 'Accept' | 'Decline') => apiRequest<WaitlistOffer>('POST', `${path}/${answer}`),
    onSuccess: (answered) => {
      queryClient.setQueryData(queryKey, answered);
      void queryClient.invalidateQueries({ queryKey: appointmentsQueryKey });
    },
    onError: (error) => {
      // 409: taken or expired meanwhile; the offer read again says which.
      void queryClient.invalidateQueries({ queryKey });
      if (!(error instanceof ApiError && error.status === 409)) alerts.error(error);
    },
    onSettled: () => setConfirmingDecline(false),
  });

  // A label needs a role: a bare span may not carry aria-label (axe: aria-prohibited-attr).
  if (offer.isPending) return <Loader role="status" aria-label={t('common.loading')} />;
  if (offer.isError) {
    const invalid = offer.error instanceof ApiError && [400, 404].includes(offer.error.status);
    return (
      <Alert color="red" role="alert" title={t('waitlist.title')}>
        {invalid ? t('waitlist.invalid') : serverErrorText(offer.error, t)}
      </Alert>
    );
  }
  const o = offer.data;
  const slot = [
    [t('waitlist.date'), formatDate(o.date)],
    [t('waitlist.time'), `${formatTime(o.time)} – ${formatTime(o.endTime)}`],
    [t('waitlist.clinician'), o.clinicianName],
    [t('waitlist.location'), `${o.locationName}, ${o.locationAddress}`],
  ] as const;
  return (
    <Stack maw={640}>
      <Title order={1} size="h2">
        {t('waitlist.title')}
      </Title>
      {o.status === 'offered' ? (
        <Text>{t('waitlist.offered', { until: formatDateTime(o.expiresAt) })}</Text>
      ) : (
        <Alert color={closedColors[o.status]} role="status" title={t(`waitlist.statusTitles.${o.status}`)}>
          {t(`waitlist.statuses.${o.status}`)}
        </Alert>
      )}
      <Paper withBorder radius="md">
        <Table variant="vertical" layout="fixed">
          <Table.Tbody>
            {slot.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w="35%">{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      {o.status === 'offered' && (
        <Group>
          <Button
            onClick={() => respond.mutate('Accept')}
            loading={respond.isPending && respond.variables === 'Accept'}
          >
            {t('waitlist.accept')}
          </Button>
          <Button variant="default" onClick={() => setConfirmingDecline(true)} disabled={respond.isPending}>
            {t('waitlist.decline')}
          </Button>
        </Group>
      )}
      {o.status === 'accepted' && (
        <Group>
          <Button component={Link} to="/appointments">
            {t('waitlist.toAppointments')}
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={confirmingDecline}
        message={t('waitlist.confirmDecline')}
        busy={respond.isPending}
        onCancel={() => setConfirmingDecline(false)}
        onConfirm={() => respond.mutate('Decline')}
      />
    </Stack>
  );
}
