import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { alertTimeoutMs } from './alertsContext';

export interface ShownAlert {
  id: number;
  kind: 'success' | 'error';
  message: string;
}

export interface AlertsViewProps {
  shown: ShownAlert[];
  onHide: (id: number) => void;
  dialogMessage: string | null;
  onCloseDialog: () => void;
}

function AutoHidingAlert({ alert, onHide }: { alert: ShownAlert; onHide: (id: number) => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = window.setTimeout(() => onHide(alert.id), alertTimeoutMs);
    return () => window.clearTimeout(timer);
  }, [alert.id, onHide]);
  const success = alert.kind === 'success';
  return (
    <Alert
      color={success ? 'teal.9' : 'red.9'}
      variant="filled"
      role={success ? 'status' : 'alert'}
      withCloseButton
      closeButtonLabel={t('alerts.close')}
      onClose={() => onHide(alert.id)}
      style={{ pointerEvents: 'auto', whiteSpace: 'pre-line' }}
      // CloseButton.css loads after Alert.css (main.tsx), so its grey would win: white on the fill.
      styles={{ closeButton: { color: 'var(--alert-color)' } }}
    >
      {success ? alert.message : t('common.error')}
    </Alert>
  );
}

/**
 * The alerts and the error dialog on screen. Its own chunk (with Mantine's modal machinery),
 * loaded the first time something is shown, so the first page does not carry it.
 */
export default function AlertsView({ shown, onHide, dialogMessage, onCloseDialog }: AlertsViewProps) {
  const { t } = useTranslation();
  return (
    <>
      <Stack
        gap="xs"
        style={{
          position: 'fixed',
          top: 12,
          right: 12,
          left: 12,
          zIndex: 400,
          pointerEvents: 'none',
          alignItems: 'flex-end',
        }}
      >
        {shown.map((alert) => (
          <AutoHidingAlert key={alert.id} alert={alert} onHide={onHide} />
        ))}
      </Stack>
      <Modal
        opened={dialogMessage !== null}
        onClose={onCloseDialog}
        title={t('alerts.errorTitle')}
        centered
        // Its Close button closes it (and Escape): a second "Close", the corner X, would only repeat it.
        withCloseButton={false}
      >
        <Text style={{ whiteSpace: 'pre-line' }}>{dialogMessage}</Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={onCloseDialog}>{t('alerts.close')}</Button>
        </Group>
      </Modal>
    </>
  );
}
