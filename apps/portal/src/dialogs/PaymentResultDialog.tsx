import './dialogStyles';
import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/Table.css';
import { useTranslation } from 'react-i18next';

/** What a payment attempt ended with; amounts already formatted. */
export type PaymentResult =
  | { kind: 'success'; patientName: string; paymentType: string; amountPaid: string }
  | { kind: 'failure'; message: string | null };

export interface PaymentResultDialogProps {
  /** The dialog is open while there is a result. */
  result: PaymentResult | null;
  onClose(): void;
}

/**
 * portal.md section 2: success shows patient, payment type and amount paid; failure shows
 * 'Transaction error', the message or 'Something went wrong.', and 'Close and try again'.
 */
export function PaymentResultDialog({ result, onClose }: PaymentResultDialogProps) {
  const { t } = useTranslation();
  const success = result?.kind === 'success';
  return (
    <Modal
      opened={result !== null}
      onClose={onClose}
      // Its Close button closes it (and Escape): a second "Close", the corner X, would only repeat it.
      withCloseButton={false}
      title={success ? t('dialogs.paymentSuccessTitle') : t('dialogs.transactionError')}
      centered
    >
      <Stack>
        {result?.kind === 'success' && (
          <Table variant="vertical" withTableBorder>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th>{t('dialogs.patient')}</Table.Th>
                <Table.Td>{result.patientName}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('dialogs.paymentType')}</Table.Th>
                <Table.Td>{result.paymentType}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('dialogs.amountPaid')}</Table.Th>
                <Table.Td>{result.amountPaid}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        )}
        {result?.kind === 'failure' && (
          <Text role="alert" c="red.9" style={{ whiteSpace: 'pre-line' }}>
            {result.message ?? t('dialogs.somethingWentWrong')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {success ? t('dialogs.close') : t('dialogs.closeAndTryAgain')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
