import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSystemSettings } from '../api/systemSettings';

/**
 * Shown with a completed document whose answers raised an alert (PHQ-9 item 9…): the clinic's
 * crisis text, or the 988 Suicide & Crisis Lifeline in the patient's language, first on the page.
 */
export function CrisisSupport() {
  const { t } = useTranslation();
  const crisisText = useSystemSettings().data?.crisisText;
  return (
    <Alert
      color="red"
      variant="light"
      title={t('document.crisisTitle')}
      role="region"
      aria-label={t('document.crisisTitle')}
    >
      <span style={{ whiteSpace: 'pre-line' }}>{crisisText ?? t('document.crisisDefault')}</span>
    </Alert>
  );
}
