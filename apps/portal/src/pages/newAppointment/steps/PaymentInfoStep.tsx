import '@mantine/core/styles/Input.css';
import { Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type PaymentMethod, paymentMethods } from '../requestWizardMachine';
import { ChoiceList } from './ChoiceList';
import type { StepProps } from './stepProps';
import { useStepError } from './useStepError';

/** How the visit will be paid; never card details (cards are paid under Billing). */
export function PaymentInfoStep({ state, dispatch }: StepProps) {
  const { t } = useTranslation();
  const error = useStepError(state.errors);
  const { payment } = state.data;
  return (
    <Stack>
      <ChoiceList
        label={t('wizard.payment.label')}
        value={payment.method}
        onChange={(method) => dispatch({ type: 'editPayment', patch: { method: method as PaymentMethod } })}
        error={error('method')}
        choices={paymentMethods.map((method) => ({
          value: method,
          label: t(`wizard.payment.methods.${method}`),
        }))}
      />
      <Textarea
        label={t('wizard.payment.notes')}
        description={t('wizard.payment.notesHint')}
        value={payment.notes}
        onChange={(event) => dispatch({ type: 'editPayment', patch: { notes: event.currentTarget.value } })}
        error={error('notes')}
        maxLength={500}
        autosize
        minRows={2}
      />
    </Stack>
  );
}
