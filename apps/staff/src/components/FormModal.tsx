import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
// A modal's content is a Paper: without its sheet the dialog's body has no background.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './ErrorAlert';

interface FormModalProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  busy?: boolean;
  error?: unknown;
  submitLabel?: string;
  size?: string;
  children: ReactNode;
}

/** A dialog holding a form: Enter submits, Escape cancels, the server's message shows inside. */
export function FormModal(props: FormModalProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      size={props.size ?? 'lg'}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {props.children}
          <ErrorAlert error={props.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={props.busy}>
              {props.submitLabel ?? t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
