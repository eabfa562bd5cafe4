import './dialogStyles';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ErrorDialogProps {
  /** The message to show; the dialog is open while there is one. */
  message: string | null;
  title?: string;
  onClose(): void;
}

/** portal.md section 2: the error dialog with its Close button. */
export function ErrorDialog({ message, title, onClose }: ErrorDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={message !== null}
      onClose={onClose}
      title={title ?? t('dialogs.errorTitle')}
      centered
      // Its Close button closes it (and Escape): a second "Close", the corner X, would only repeat it.
      withCloseButton={false}
    >
      <Stack>
        <Text role="alert" style={{ whiteSpace: 'pre-line' }}>
          {message}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('dialogs.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
