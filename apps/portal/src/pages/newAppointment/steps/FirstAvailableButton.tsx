import '@mantine/core/styles/Button.css';
import { Button, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../api/serverErrorText';

export interface FirstAvailableButtonProps {
  label: string;
  /** Resolves with the chosen id, or null when nothing is free. */
  find(): Promise<string | null>;
  onFound(id: string): void;
}

/** "Let the clinic choose": asks the API for the first option with a free slot and selects it. */
export function FirstAvailableButton({ label, find, onFound }: FirstAvailableButtonProps) {
  const { t } = useTranslation();
  const search = useMutation({
    mutationFn: find,
    onSuccess: (id) => {
      if (id) onFound(id);
    },
  });
  return (
    <div>
      <Button variant="light" onClick={() => search.mutate()} loading={search.isPending}>
        {label}
      </Button>
      <div aria-live="polite">
        {search.data === null && (
          <Text c="red.9" size="sm" mt="xs">
            {t('wizard.noneAvailable')}
          </Text>
        )}
        {search.isError && (
          <Text c="red.9" size="sm" mt="xs">
            {serverErrorText(search.error, t)}
          </Text>
        )}
      </div>
    </div>
  );
}
