import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { ErrorAlert } from '../../components/ErrorAlert';
import { clinicalTexts as texts } from './clinicalTexts';

/**
 * The medication dialogs: Cancel and Save, and a click on the backdrop does not close them
 * (forms.md section 2), so a long order is not lost by a stray click.
 */
export function StrictFormModal(props: {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  busy: boolean;
  error: unknown;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={props.title}
      size="lg"
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': texts.close }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {props.children}
          <ErrorAlert error={props.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {texts.cancel}
            </Button>
            <Button type="submit" loading={props.busy}>
              {texts.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
