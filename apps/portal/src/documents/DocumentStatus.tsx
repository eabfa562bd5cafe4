import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A document's status as a badge: Draft (waiting for the patient) or Completed. */
export function DocumentStatus({ status }: { status: string }) {
  const { t } = useTranslation();
  if (status === 'Completed') return <Badge color="teal.9">{t('documents.statusCompleted')}</Badge>;
  return <Badge color="blue.8">{status === 'Draft' ? t('documents.statusDraft') : status}</Badge>;
}
