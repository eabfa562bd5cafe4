import './dialogStyles';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDeleteDialogProps {
  opened: boolean;
  title?: string;
  message: string;
  /** When given, a checkbox with this label; its state is passed to onRemove. */
  checkboxLabel?: string;
  busy?: boolean;
  onRemove(checked: boolean): void;
  onNo(): void;
}

/** portal.md section 2: the confirm-delete dialog, Remove / No, with an optional checkbox. */
export function ConfirmDeleteDialog({
  opened,
  title,
  message,
  checkboxLabel,
  busy = false,
  onRemove,
  onNo,
}: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(false);
  return (
    <Modal opened={opened} onClose={onNo} title={title ?? t('dialogs.confirmDeleteTitle')} centered>
      <Stack>
        <Text style={{ whiteSpace: 'pre-line' }}>{message}</Text>
        {checkboxLabel && (
          <Checkbox
            label={checkboxLabel}
            checked={checked}
            onChange={(event) => setChecked(event.currentTarget.checked)}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onNo} disabled={busy} data-autofocus>
            {t('dialogs.no')}
          </Button>
          <Button color="red" onClick={() => onRemove(checked)} loading={busy}>
            {t('dialogs.remove')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
