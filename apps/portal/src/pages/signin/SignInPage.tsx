import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiRequest } from '../../api/httpClient';
import { useSystemSettings } from '../../api/systemSettings';
import { AuthCard } from '../../app/AuthCard';
import { forgetSessionEnded, wasSessionEnded } from '../../session/sessionEndedNotice';
import { isEmailAddress } from './emailAddress';
import { SignInOptions } from './SignInOptions';
import { showsSignInBack } from './signInBack';

type SignInState = 'idle' | 'loading' | 'link-sent';

/**
 * portal.md section 2: e-mail, send link, a spinner while sending, the form hidden after
 * sending, and always the same success message, also on failure, so no account is disclosed.
 */
export default function SignInPage() {
  const { t } = useTranslation();
  const settings = useSystemSettings().data;
  const [state, setState] = useState<SignInState>('idle');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const [sessionEnded] = useState(wasSessionEnded);
  useEffect(forgetSessionEnded, []);
  const showBack = showsSignInBack(settings);

  const send = async () => {
    if (!email.trim()) return setError(t('signin.emailRequired'));
    if (!isEmailAddress(email)) return setError(t('signin.emailInvalid'));
    setError(null);
    setState('loading');
    try {
      await apiRequest('POST', '/api/portal/Auth/SendLink', { email: email.trim() });
    } catch {
      // Deliberately the same outcome: a failure must not tell whether the address is known.
    }
    setState('link-sent');
  };

  const backToForm = () => {
    setState('idle');
    requestAnimationFrame(() => emailInput.current?.focus());
  };

  return (
    <AuthCard title={t('signin.title')}>
      {state === 'link-sent' ? (
        <Stack>
          <Alert color="teal" role="status" title={t('signin.linkSent')}>
            {t('signin.linkSentHint')}
          </Alert>
          <Button variant="light" onClick={backToForm}>
            {t('signin.sendAgain')}
          </Button>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <Stack>
            {sessionEnded && (
              <Alert color="yellow" role="status">
                {t('signin.sessionEnded')}
              </Alert>
            )}
            <Text size="sm">{t('signin.intro')}</Text>
            <TextInput
              ref={emailInput}
              label={t('signin.email')}
              placeholder={t('signin.emailPlaceholder')}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={error ?? undefined}
              disabled={state === 'loading'}
            />
            {state === 'loading' ? (
              <Group justify="center" role="status" aria-live="polite" gap="xs">
                <Loader size="sm" />
                <Text size="sm">{t('signin.sending')}</Text>
              </Group>
            ) : (
              <Group justify={showBack ? 'space-between' : 'flex-end'}>
                {showBack && (
                  <Button component={Link} to="/welcome" variant="default">
                    {t('common.back')}
                  </Button>
                )}
                <Button type="submit">{t('signin.sendLink')}</Button>
              </Group>
            )}
          </Stack>
        </form>
      )}
      <SignInOptions onExistingClient={backToForm} />
    </AuthCard>
  );
}
