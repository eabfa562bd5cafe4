import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Paper.css';
import { Alert, Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/httpClient';
import { usePageTitle } from '../../app/usePageTitle';
import { takeSessionEnded } from '../../session/sessionMarker';
import { useSignedInUserId, useSignIn } from '../../session/useSession';
import { safeReturnTo } from './safeReturnTo';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function StaffSignInPage() {
  const { t } = useTranslation();
  usePageTitle(t('signin.title'));
  const signedInUserId = useSignedInUserId();
  const signIn = useSignIn();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sessionEnded] = useState(takeSessionEnded);

  if (signedInUserId && !busy) return <Navigate to={returnTo} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    const nextEmailError = !trimmed
      ? t('signin.emailRequired')
      : emailPattern.test(trimmed)
        ? null
        : t('signin.emailInvalid');
    const nextPasswordError = password ? null : t('signin.passwordRequired');
    setEmailError(nextEmailError);
    setPasswordError(nextPasswordError);
    if (nextEmailError || nextPasswordError) return;
    setBusy(true);
    setError(null);
    try {
      await signIn({ email: trimmed, password });
      navigate(returnTo, { replace: true });
    } catch (caught) {
      setBusy(false);
      // A throttled sign-in says when to try again; the server's words carry the wait.
      if (caught instanceof ApiError && caught.status === 429)
        setError(caught.serverMessages.join('\n') || t('signin.rateLimited'));
      else setError(caught instanceof Error ? caught.message : t('common.error'));
    }
  };

  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={400}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={1} size="h2">
              {t('signin.title')}
            </Title>
            {sessionEnded && !error && (
              <Alert color="blue" role="status">
                {t('signin.sessionEnded')}
              </Alert>
            )}
            {error && (
              <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
                {error}
              </Alert>
            )}
            <TextInput
              label={t('signin.email')}
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={emailError}
              data-autofocus
              autoFocus
            />
            <PasswordInput
              label={t('signin.password')}
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={passwordError}
            />
            <Button type="submit" loading={busy} fullWidth>
              {t('signin.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
