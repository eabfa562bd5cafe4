import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import type { BillingCreditCard } from '@clinic/api-contract';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAlerts } from '../../alerts/alertsContext';
import { apiRequest } from '../../api/httpClient';
import { ConfirmDeleteDialog } from '../../dialogs/ConfirmDeleteDialog';
import { QueryState } from '../newAppointment/steps/QueryState';
import { billingQueryKey, cardExpiry, cardLabel, useCreditCards, usePatientId } from './billingQueries';

/** Saved cards: add one, or remove one after confirming. */
export default function PaymentMethodsPage() {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const queryClient = useQueryClient();
  const patientId = usePatientId();
  const cards = useCreditCards(patientId);
  const [removing, setRemoving] = useState<BillingCreditCard | null>(null);
  // The dialog's checkbox: the patient may skip the question for the rest of this visit.
  const [skipConfirm, setSkipConfirm] = useState(false);
  const remove = useMutation({
    mutationFn: (card: BillingCreditCard) =>
      apiRequest<null>(
        'DELETE',
        `/api/portal/Patients/deleteCreditCard/${encodeURIComponent(card.id)}?patientId=${encodeURIComponent(patientId ?? '')}`,
      ),
    onSuccess: (_, card) => {
      alerts.success(t('paymentMethods.removed', { card: cardLabel(card) }));
      void queryClient.invalidateQueries({ queryKey: billingQueryKey(patientId) });
    },
    onError: (error) => alerts.error(error),
    onSettled: () => setRemoving(null),
  });

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('paymentMethods.title')}
        </Title>
        <Button component={Link} to="/billing/addPaymentMethod">
          {t('paymentMethods.add')}
        </Button>
      </Group>
      <QueryState query={cards}>
        {cards.data?.length === 0 ? (
          <Text c="gray.7">{t('paymentMethods.none')}</Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {(cards.data ?? []).map((card) => (
              <Paper component="li" withBorder p="md" radius="md" key={card.id}>
                <Group justify="space-between" wrap="wrap">
                  <div>
                    <Group gap="xs">
                      <Text fw={600}>{cardLabel(card)}</Text>
                      {card.isDefault && (
                        <Badge variant="light" c="dark.8">
                          {t('paymentMethods.default')}
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm" c="gray.7">
                      {`${card.holderName} · ${t('paymentMethods.expires', { date: cardExpiry(card) })}`}
                    </Text>
                  </div>
                  <Button
                    variant="light"
                    color="red"
                    aria-label={t('paymentMethods.removeCard', { card: cardLabel(card) })}
                    loading={remove.isPending && remove.variables?.id === card.id}
                    onClick={() => (skipConfirm ? remove.mutate(card) : setRemoving(card))}
                  >
                    {t('dialogs.remove')}
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </QueryState>
      <ConfirmDeleteDialog
        opened={removing !== null}
        message={removing ? t('paymentMethods.confirmRemove', { card: cardLabel(removing) }) : ''}
        checkboxLabel={t('paymentMethods.dontAskAgain')}
        busy={remove.isPending}
        onNo={() => setRemoving(null)}
        onRemove={(dontAsk) => {
          if (!removing) return;
          setSkipConfirm(dontAsk);
          remove.mutate(removing);
        }}
      />
    </Stack>
  );
}
