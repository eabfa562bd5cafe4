import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './ErrorAlert';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
  error?: unknown;
}

/** Asks before something that cannot be undone from the same screen (delete, deactivate...). */
export function ConfirmModal(props: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      centered
    >
      <Stack>
        <Text>{props.message}</Text>
        <ErrorAlert error={props.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={props.onConfirm} loading={props.busy}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
