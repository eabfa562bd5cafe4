import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import { Alert, Button, Group, Loader } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAlerts } from '../../alerts/alertsContext';
import { LinkPageCard } from './LinkPageCard';
import { isUnusableLink, verifyEmail } from './requesterCodeCalls';
import { UnusableLinkNotice } from './UnusableLinkNotice';

/** /verify-email/{code}: opening the link mailed with a registration or request confirms the address. */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const code = useParams().code ?? '';
  const verify = useMutation({
    mutationFn: verifyEmail,
    onError: (error) => {
      if (!isUnusableLink(error)) alerts.error(error);
    },
  });
  const { mutate } = verify;
  // The link works once: a second effect run (React's development double mount) must not spend it.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate(code);
  }, [mutate, code]);

  return (
    <LinkPageCard title={t(verify.isSuccess ? 'verification.verifiedTitle' : 'verification.verifyTitle')}>
      {verify.isPending || verify.isIdle ? (
        <Group>
          <Loader size="sm" aria-hidden />
          <span role="status">{t('verification.verifying')}</span>
        </Group>
      ) : verify.isSuccess ? (
        <Alert color="teal" role="status">
          {verify.data.kind === 'registration'
            ? t('verification.verifiedRegistration')
            : t('verification.verifiedRequest')}
        </Alert>
      ) : (
        isUnusableLink(verify.error) && <UnusableLinkNotice />
      )}
      <Group>
        <Button component={Link} to="/welcome" variant="light">
          {t('thanks.toWelcome')}
        </Button>
      </Group>
    </LinkPageCard>
  );
}
