import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A document's status as a badge: Draft (waiting for the patient) or Completed. */
export function DocumentStatus({ status }: { status: string }) {
  const { t } = useTranslation();
  const completed = status === 'Completed';
  return (
    // A narrow table column never cuts the status to an ellipsis ('BO…' for 'Borrador').
    <Badge color={completed ? 'teal.9' : 'blue.8'} miw="max-content">
      {completed ? t('documents.statusCompleted') : status === 'Draft' ? t('documents.statusDraft') : status}
    </Badge>
  );
}
