import './dialogStyles';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  opened: boolean;
  title?: string;
  message: string;
  /** True while the confirmed action runs: the buttons wait. */
  busy?: boolean;
  confirmLabel?: string;
  onConfirm(): void;
  onCancel(): void;
}

/** portal.md section 2: the confirm dialog, Confirm / Cancel. */
export function ConfirmDialog({
  opened,
  title,
  message,
  busy = false,
  confirmLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={title ?? t('dialogs.confirmTitle')} centered>
      <Stack>
        <Text style={{ whiteSpace: 'pre-line' }}>{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('dialogs.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={busy} data-autofocus>
            {confirmLabel ?? t('dialogs.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
