import type { CoreReferenceEFormSession } from '@clinic/api-contract';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../app/AuthCard';
import { DateOfBirthInput } from '../../app/dateOfBirth/DateOfBirthInput';
import { useDateOfBirthField } from '../../app/dateOfBirth/useDateOfBirthField';
import { openEFormSession } from './eFormCalls';
import { eFormMessage } from './eFormMessage';

interface DateOfBirthStepProps {
  code: string;
  /** Why the date is asked again (the session ended), if it is. */
  notice: string | null;
  onOpened(session: CoreReferenceEFormSession): void;
}

/**
 * The patient's date of birth before anything of the link is shown. The server decides (wrong
 * dates count against the link and the patient, as at portal sign-in); a malformed date is
 * refused here first, as the sign-in page does, and never sent.
 */
export function DateOfBirthStep({ code, notice, onOpened }: DateOfBirthStepProps) {
  const { t } = useTranslation();
  const dateOfBirth = useDateOfBirthField();
  const open = useMutation({
    mutationFn: (iso: string) => openEFormSession(code, iso),
    onSuccess: onOpened,
  });
  const submit = () => {
    const iso = dateOfBirth.check();
    if (iso) open.mutate(iso);
  };
  return (
    <AuthCard title={t('eform.title')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          {notice && !open.isError && (
            <Alert color="yellow" role="status">
              {notice}
            </Alert>
          )}
          <Text>{t('eform.intro')}</Text>
          <DateOfBirthInput
            value={dateOfBirth.value}
            onChange={dateOfBirth.onChange}
            error={dateOfBirth.error}
            autoFocus
          />
          {open.isError && (
            <Alert color="red" role="alert">
              {eFormMessage(open.error, t)}
            </Alert>
          )}
          <Button type="submit" loading={open.isPending}>
            {t('eform.open')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
