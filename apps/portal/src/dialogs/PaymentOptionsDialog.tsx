import './dialogStyles';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface PaymentOptionsDialogProps {
  opened: boolean;
  /** The amount due, already formatted ("$125.00"). */
  amountDue: string;
  /** True while Pay Later or Cancel is being recorded. */
  busy?: boolean;
  onPayNow(): void;
  onPayLater(): void;
  onCancelPayment(): void;
  /** Closing with Escape or the close button: nothing is decided. */
  onClose(): void;
}

/** portal.md section 2: the payment options dialog, Pay Now / Pay Later / Cancel. */
export function PaymentOptionsDialog({
  opened,
  amountDue,
  busy = false,
  onPayNow,
  onPayLater,
  onCancelPayment,
  onClose,
}: PaymentOptionsDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('dialogs.paymentOptionsTitle')} centered>
      <Stack>
        <Text>{t('dialogs.paymentOptionsMessage', { amount: amountDue })}</Text>
        <Button onClick={onPayNow} disabled={busy} data-autofocus>
          {t('dialogs.payNow')}
        </Button>
        <Button variant="light" onClick={onPayLater} disabled={busy}>
          {t('dialogs.payLater')}
        </Button>
        <Button variant="subtle" color="red" onClick={onCancelPayment} disabled={busy}>
          {t('dialogs.cancelPayment')}
        </Button>
      </Stack>
    </Modal>
  );
}
