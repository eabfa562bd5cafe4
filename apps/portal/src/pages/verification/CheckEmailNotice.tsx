import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** After a visitor's registration or request: the address they gave must be confirmed first. */
export function CheckEmailNotice({ email, kind }: { email: string; kind: 'registration' | 'request' }) {
  const { t } = useTranslation();
  return (
    <Alert color="blue" role="status" title={t('verification.checkEmailTitle')}>
      {kind === 'registration'
        ? t('verification.checkEmailRegistration', { email })
        : t('verification.checkEmailRequest', { email })}
    </Alert>
  );
}
