// Opened from any page: the dialog brings its own styles (a page without dialogs loads none).
import '../dialogs/dialogStyles';
import type { PortalAuthPatientChoice } from '@clinic/api-contract';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessageOf } from '../alerts/AlertsProvider';
import { DateOfBirthInput } from '../app/dateOfBirth/DateOfBirthInput';
import { useDateOfBirthField } from '../app/dateOfBirth/useDateOfBirthField';
import { switchPatient } from '../session/switchPatient';

interface SwitchPatientDialogProps {
  opened: boolean;
  onClose(): void;
  /** The login's other patients. */
  patients: readonly PortalAuthPatientChoice[];
}

/** A patient select, the chosen patient's date of birth, Switch and Cancel. */
export function SwitchPatientDialog({ opened, onClose, patients }: SwitchPatientDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [patientId, setPatientId] = useState('');
  const dateOfBirth = useDateOfBirthField();
  const chosen = patientId || patients[0]?.id || '';
  const mutation = useMutation({
    mutationFn: (iso: string) => switchPatient(chosen, iso),
    onSuccess: () => {
      close();
      void navigate('/home');
    },
  });
  const close = () => {
    dateOfBirth.reset();
    mutation.reset();
    onClose();
  };
  const submit = () => {
    const iso = dateOfBirth.check();
    if (iso) mutation.mutate(iso);
  };
  return (
    <Modal opened={opened} onClose={close} title={t('layout.switchTitle')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <Text size="sm">{t('layout.switchIntro')}</Text>
          <NativeSelect
            label={t('confirm.patient')}
            value={chosen}
            onChange={(event) => setPatientId(event.currentTarget.value)}
            data={patients.map((p) => ({ value: p.id, label: p.name }))}
          />
          <DateOfBirthInput
            value={dateOfBirth.value}
            onChange={dateOfBirth.onChange}
            error={dateOfBirth.error}
          />
          {mutation.isError && (
            <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
              {errorMessageOf(mutation.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('layout.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {t('layout.switch')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
