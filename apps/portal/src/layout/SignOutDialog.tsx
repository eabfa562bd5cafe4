// Opened from any page: the dialog brings its own styles (a page without dialogs loads none).
import '../dialogs/dialogStyles';
import { forgetAllUnsavedAnswers } from '@clinic/forms-react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signOut } from '../session/signOut';

/** 'Do you want to sign out?' with OK and Cancel (portal.md section 2). */
export function SignOutDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Modal opened={opened} onClose={onClose} title={t('layout.signOut')} centered>
      <Text>{t('layout.signOutQuestion')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t('layout.cancel')}
        </Button>
        <Button
          loading={busy}
          onClick={() => {
            setBusy(true);
            // Answers kept on this device for a return after an ended session go with the patient.
            void signOut().then(forgetAllUnsavedAnswers);
          }}
        >
          {t('layout.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
