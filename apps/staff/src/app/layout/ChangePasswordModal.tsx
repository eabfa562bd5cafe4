import '@mantine/core/styles/PasswordInput.css';
import { coreReferenceMinPasswordLength, type StaffChangePasswordBody } from '@clinic/api-contract';
import { Alert, Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorBeyondFields, fieldErrorOf } from '../../api/fieldErrorOf';
import { apiRequest } from '../../api/httpClient';
import { useApiMutation } from '../../api/useApiMutation';
import { FormModal } from '../../components/FormModal';

/**
 * The signed-in user replaces their password (the first administrator's came from the server's
 * environment, a new user's from whoever added them). Their other sessions end on the server.
 */
export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [repeated, setRepeated] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [checked, setChecked] = useState(false);
  const [done, setDone] = useState(false);
  const change = useApiMutation(
    (body: StaffChangePasswordBody) => apiRequest('POST', '/api/core/Auth/ChangePassword', body),
    [],
    () => setDone(true),
  );
  if (done) {
    return (
      <Modal
        opened
        onClose={onClose}
        title={t('userMenu.changePassword')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack>
          <Alert color="green" role="status">
            {t('userMenu.passwordChanged')}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('common.close')}</Button>
          </Group>
        </Stack>
      </Modal>
    );
  }
  const submit = () => {
    const differs = newPassword !== repeated;
    setMismatch(differs);
    setChecked(true);
    if (!differs && currentPassword) change.mutate({ currentPassword, newPassword });
  };
  return (
    <FormModal
      opened
      title={t('userMenu.changePassword')}
      onClose={onClose}
      onSubmit={submit}
      busy={change.isPending}
      error={errorBeyondFields(change.error, ['currentPassword', 'newPassword'])}
      submitLabel={t('userMenu.changePassword')}
    >
      <PasswordInput
        label={t('userMenu.currentPassword')}
        required
        data-autofocus
        autoComplete="current-password"
        value={currentPassword}
        onChange={(event) => setCurrent(event.currentTarget.value)}
        error={
          checked && !currentPassword ? t('common.required') : fieldErrorOf(change.error, 'currentPassword')
        }
      />
      <PasswordInput
        label={t('userMenu.newPassword')}
        description={t('userMenu.newPasswordHint', { min: coreReferenceMinPasswordLength })}
        required
        autoComplete="new-password"
        value={newPassword}
        onChange={(event) => setNew(event.currentTarget.value)}
        error={fieldErrorOf(change.error, 'newPassword')}
      />
      <PasswordInput
        label={t('userMenu.repeatPassword')}
        required
        autoComplete="new-password"
        value={repeated}
        onChange={(event) => setRepeated(event.currentTarget.value)}
        error={mismatch ? t('userMenu.passwordsDiffer') : undefined}
      />
    </FormModal>
  );
}
