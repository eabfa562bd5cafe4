import { Button, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './ErrorAlert';

/** The frame of a review step (approve, decline): its fields, the server's refusal, Cancel and the decision. */
export function ReviewStepForm({
  onSubmit,
  onBack,
  error,
  busy,
  submitLabel,
  submitColor,
  children,
}: {
  onSubmit: () => void;
  onBack: () => void;
  error: unknown;
  busy: boolean;
  submitLabel: string;
  submitColor: 'green' | 'red';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {children}
        <ErrorAlert error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onBack}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color={submitColor} loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
