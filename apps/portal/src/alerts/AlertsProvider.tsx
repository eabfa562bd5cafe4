import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { ApiError, genericErrorMessage } from '@clinic/api-contract';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Alerts, AlertsContext, alertTimeoutMs } from './alertsContext';

interface ShownAlert {
  id: number;
  kind: 'success' | 'error';
  message: string;
}

/** The text a failure shows: the API's user-facing message, else the generic one. */
export function errorMessageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : genericErrorMessage;
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
    >
      {success ? alert.message : t('common.error')}
    </Alert>
  );
}

export function AlertsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<ShownAlert[]>([]);
  const [dialogMessage, setDialogMessage] = useState<string | null>(null);
  const nextId = useRef(1);
  const hide = useCallback((id: number) => setShown((list) => list.filter((a) => a.id !== id)), []);
  const push = useCallback((kind: ShownAlert['kind'], message: string) => {
    const id = nextId.current++;
    setShown((list) => [...list.slice(-2), { id, kind, message }]);
  }, []);
  const alerts = useMemo<Alerts>(
    () => ({
      success: (message) => push('success', message),
      error: (error) => {
        const message = errorMessageOf(error);
        if (message === genericErrorMessage) push('error', message);
        else setDialogMessage(message);
      },
    }),
    [push],
  );
  return (
    <AlertsContext.Provider value={alerts}>
      {children}
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
          <AutoHidingAlert key={alert.id} alert={alert} onHide={hide} />
        ))}
      </Stack>
      <Modal
        opened={dialogMessage !== null}
        onClose={() => setDialogMessage(null)}
        title={t('alerts.errorTitle')}
        centered
      >
        <Text style={{ whiteSpace: 'pre-line' }}>{dialogMessage}</Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={() => setDialogMessage(null)}>{t('alerts.close')}</Button>
        </Group>
      </Modal>
    </AlertsContext.Provider>
  );
}
