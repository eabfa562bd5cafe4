import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { SignaturePadDialog } from '@clinic/forms-react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../components/ErrorAlert';
import { signatureImageStyle } from '../components/signatureImageStyle';
import { useStaffUser } from '../session/StaffUserContext';
import { staffDisplayName } from '../session/staffDisplayName';
import { useSaveMySignature } from './mySignatureCalls';
import { mySignatureTexts as texts } from './mySignatureTexts';

/** The signed-in user's saved signature: drawn on the forms' signature pad, replaced or removed. */
export function MySignatureModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const user = useStaffUser();
  const [padOpen, setPadOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const save = useSaveMySignature((saved) => setNotice(saved.signature ? texts.saved : texts.removed));
  const change = (signature: string | null) => {
    setNotice(null);
    save.mutate(signature);
  };
  return (
    <>
      <Modal
        opened
        onClose={onClose}
        title={texts.title}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack>
          <Text size="sm" c="dimmed">
            {texts.intro}
          </Text>
          {user.signature ? (
            <img
              src={user.signature}
              alt={texts.image}
              width={350}
              height={150}
              style={signatureImageStyle}
            />
          ) : (
            <Text size="sm">{texts.none}</Text>
          )}
          {notice && (
            <Alert color="green" role="status">
              {notice}
            </Alert>
          )}
          <ErrorAlert error={save.error} />
          <Group justify="flex-end">
            {user.signature && (
              <Button variant="subtle" color="red" onClick={() => change(null)} disabled={save.isPending}>
                {texts.remove}
              </Button>
            )}
            <Button onClick={() => setPadOpen(true)} loading={save.isPending}>
              {user.signature ? texts.drawAgain : texts.draw}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {padOpen && (
        <SignaturePadDialog
          typedNameDefault={staffDisplayName(user)}
          onSave={(image) => {
            setPadOpen(false);
            change(image);
          }}
          onClose={() => setPadOpen(false)}
        />
      )}
    </>
  );
}
