import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Expired, used or unknown: the page says what to do without telling which. */
export function UnusableLinkNotice() {
  const { t } = useTranslation();
  return (
    <Alert color="orange" role="alert" title={t('verification.unusableTitle')}>
      {t('verification.unusable')}
    </Alert>
  );
}
