import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The portal API offers no intake forms before a request exists (location formIds are not
 * public), so this step says where the clinic's forms will come: Documents, once reviewed.
 */
export function IntakeStep() {
  const { t } = useTranslation();
  return (
    <Alert color="blue" title={t('wizard.intake.title')}>
      {t('wizard.intake.none')}
    </Alert>
  );
}
