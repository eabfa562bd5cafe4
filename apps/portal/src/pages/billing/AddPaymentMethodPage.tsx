import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import type { BillingCreditCard } from '@clinic/api-contract';
import { Alert, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAlerts } from '../../alerts/alertsContext';
import { apiRequest } from '../../api/httpClient';
import { isGenericError, serverErrorText } from '../../api/serverErrorText';
import { billingQueryKey, cardLabel, usePatientId } from './billingQueries';
import { CardFields } from './CardFields';
import { type CardDraft, cardErrors, emptyCard, toCardInput } from './cardDraft';

/** /billing/addPaymentMethod: a card is tokenised by the gateway; only brand, last 4 and expiry are kept. */
export default function AddPaymentMethodPage() {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const patientId = usePatientId();
  const [card, setCard] = useState<CardDraft>(emptyCard);
  const [makeDefault, setMakeDefault] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () =>
      apiRequest<BillingCreditCard>(
        'POST',
        `/api/portal/Patients/addCreditCard/${encodeURIComponent(patientId ?? '')}`,
        {
          ...toCardInput(card),
          makeDefault,
        },
      ),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: billingQueryKey(patientId) });
      alerts.success(t('paymentMethods.added', { card: cardLabel(saved) }));
      navigate('/paymentMethods');
    },
  });
  // A refused or mistyped card is said beside the form, where it can be corrected.
  const refusal = save.error && !isGenericError(save.error) ? serverErrorText(save.error, t) : null;

  return (
    <Stack maw={640}>
      <Title order={1} size="h2">
        {t('paymentMethods.addTitle')}
      </Title>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const found = Object.fromEntries(
              Object.entries(cardErrors(card, new Date())).map(([field, key]) => [field, t(key)]),
            );
            setErrors(found);
            if (Object.keys(found).length === 0) save.mutate();
          }}
        >
          <Stack>
            <Text size="sm" c="gray.7">
              {t('paymentMethods.secureNote')}
            </Text>
            {save.isError && (
              <Alert color="red" role="alert" title={t('dialogs.transactionError')}>
                {refusal ?? t('dialogs.somethingWentWrong')}
              </Alert>
            )}
            <CardFields
              value={card}
              onChange={(patch) => setCard((c) => ({ ...c, ...patch }))}
              errors={errors}
            />
            <Checkbox
              label={t('paymentMethods.makeDefault')}
              checked={makeDefault}
              onChange={(e) => setMakeDefault(e.currentTarget.checked)}
            />
            <Group justify="flex-end">
              <Button variant="default" component={Link} to="/paymentMethods">
                {t('dialogs.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('paymentMethods.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
