import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import type { PortalAuthPatientChoice, PortalAuthSignInReply } from '@clinic/api-contract';
import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { apiRequest } from '../../api/httpClient';
import { AuthCard } from '../../app/AuthCard';
import { DateOfBirthInput } from '../../app/dateOfBirth/DateOfBirthInput';
import { useDateOfBirthField } from '../../app/dateOfBirth/useDateOfBirthField';
import { PageLoader } from '../../app/PageLoader';
import { startSession } from '../../session/sessionStore';
import { signInMessage } from './signInMessage';

/**
 * portal.md section 2: choose a patient, then enter that patient's date of birth; Next, Back
 * and Log in. Signing in starts the session (the server sets its cookie); the route guard then
 * opens /home, or the e-mailed deep link the visitor had opened signed out (returnTo.ts).
 */
export default function ConfirmPage() {
  const { t } = useTranslation();
  const code = useParams().hash ?? '';
  const [step, setStep] = useState<'patient' | 'dateOfBirth'>('patient');
  const [patientId, setPatientId] = useState<string | null>(null);
  const [patientError, setPatientError] = useState<string | null>(null);
  const dateOfBirth = useDateOfBirthField();

  const patients = useQuery({
    queryKey: ['LinkPatients', code],
    queryFn: () =>
      apiRequest<PortalAuthPatientChoice[]>(
        'GET',
        `/api/portal/Accesses/Patients/${encodeURIComponent(code)}`,
      ),
    retry: false,
  });
  const login = useMutation({
    mutationFn: (input: { patientId: string; dateOfBirth: string }) =>
      apiRequest<PortalAuthSignInReply>('POST', '/api/portal/Auth/Login', { ...input, code }),
    onSuccess: ({ user }) => startSession(user),
  });

  if (patients.isPending) return <PageLoader fullScreen />;

  const choices = patients.data ?? [];
  const chosenId = patientId ?? (choices.length === 1 ? (choices[0]?.id ?? null) : null);
  const chosen = choices.find((p) => p.id === chosenId);

  if (patients.isError || choices.length === 0) {
    return (
      <AuthCard title={t('confirm.title')}>
        <Alert color="red" role="alert">
          {patients.isError ? signInMessage(patients.error, t) : t('confirm.noPatients')}
        </Alert>
        <Button component={Link} to="/signin">
          {t('confirm.requestNewLink')}
        </Button>
      </AuthCard>
    );
  }

  const next = () => {
    if (!chosen) return setPatientError(t('confirm.patientRequired'));
    setPatientError(null);
    setStep('dateOfBirth');
  };
  const logIn = () => {
    const iso = dateOfBirth.check();
    if (iso && chosen) login.mutate({ patientId: chosen.id, dateOfBirth: iso });
  };

  return (
    <AuthCard title={t('confirm.title')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (step === 'patient') next();
          else logIn();
        }}
      >
        {step === 'patient' ? (
          <Stack>
            <Radio.Group
              label={t('confirm.choosePatient')}
              value={chosenId}
              onChange={(value) => {
                setPatientId(value);
                setPatientError(null);
              }}
              error={patientError ?? undefined}
              required
            >
              <Stack gap="sm" mt="sm">
                {choices.map((patient) => (
                  <Radio key={patient.id} value={patient.id} label={patient.name} />
                ))}
              </Stack>
            </Radio.Group>
            <Group justify="space-between">
              <Button component={Link} to="/signin" variant="default">
                {t('common.back')}
              </Button>
              <Button type="submit">{t('confirm.next')}</Button>
            </Group>
          </Stack>
        ) : (
          <Stack>
            <Text>{t('confirm.enterDateOfBirth', { name: chosen?.name ?? '' })}</Text>
            <DateOfBirthInput
              value={dateOfBirth.value}
              onChange={dateOfBirth.onChange}
              error={dateOfBirth.error}
              autoFocus
            />
            {login.isError && (
              <Alert color="red" role="alert">
                {signInMessage(login.error, t)}
              </Alert>
            )}
            <Group justify="space-between">
              <Button
                variant="default"
                onClick={() => {
                  login.reset();
                  setStep('patient');
                }}
              >
                {t('common.back')}
              </Button>
              <Button type="submit" loading={login.isPending || login.isSuccess}>
                {t('confirm.logIn')}
              </Button>
            </Group>
          </Stack>
        )}
      </form>
    </AuthCard>
  );
}
