import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import type { AppointmentRequest, PatientRegistrationCreateBody } from '@clinic/api-contract';
import { Button, Container, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAlerts } from '../../alerts/alertsContext';
import { apiRequest } from '../../api/httpClient';
import { LanguageSelect } from '../../app/LanguageSelect';
import { stateOptions } from '../../catalogs/states/stateOptions';
import { useStates } from '../../catalogs/states/useStates';
import { toInsurance, toPatientInfo } from '../newAppointment/requestBody';
import { initialWizardState } from '../newAppointment/requestWizardMachine';
import { shownErrors } from '../newAppointment/shownErrors';
import { InsuranceFields } from '../newAppointment/steps/InsuranceFields';
import { PatientInfoFields } from '../newAppointment/steps/PatientInfoFields';
import { useLocations } from '../newAppointment/wizardQueries';
import { RegistrationSection } from './RegistrationSection';
import { type RegistrationForm, registrationErrors } from './registrationErrors';

/** What /patient-registration-completed shows. */
export interface RegistrationCompletedState {
  email: string;
}

const blank = initialWizardState().data;
const blankForm: RegistrationForm = { locationId: '', info: blank.patientInfo, insurance: blank.insurance };
const today = () => dayjs().format('YYYY-MM-DD');

/** /new-patient-registration: who the visitor is, where they want to be seen, and their insurance. */
export default function RegistrationPage() {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const locations = useLocations();
  const states = useStates();
  const knownStates = useMemo(
    () => new Set(stateOptions(states.data ?? [], '').map((option) => option.value)),
    [states.data],
  );
  const [form, setForm] = useState<RegistrationForm>(blankForm);
  const { locationId, info, insurance } = form;
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** Every change: the form, and the messages shown follow it (a fixed field's goes at once). */
  const change = (patch: Partial<RegistrationForm>) => {
    const next = { ...form, ...patch };
    setForm(next);
    setErrors((shown) => shownErrors(shown, registrationErrors(next, today(), knownStates)));
  };
  const register = useMutation({
    mutationFn: (body: PatientRegistrationCreateBody) =>
      apiRequest<AppointmentRequest>('PUT', '/api/portal/PatientRegistrations', body),
    onSuccess: (_, body) =>
      navigate('/patient-registration-completed', {
        state: { email: body.patientInfo.email } satisfies RegistrationCompletedState,
      }),
    onError: (error) => alerts.error(error),
  });
  const error = (field: string) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };

  const submit = () => {
    const found = registrationErrors(form, today(), knownStates);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // The first field in error gets the focus, so the visitor sees what to fix.
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const insured = toInsurance(insurance);
    register.mutate({
      locationId,
      patientInfo: toPatientInfo(info),
      insurance: insured,
      paymentInfo: { method: insured ? 'insurance' : 'self-pay' },
    });
  };

  return (
    <Container size="sm" px={{ base: 'xs', sm: 'md' }} py="md" component="main">
      <Stack>
        <Group justify="space-between" align="flex-end">
          <Title order={1} size="h2">
            {t('registration.title')}
          </Title>
          <LanguageSelect />
        </Group>
        <Text c="gray.7">{t('registration.intro')}</Text>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack>
            <RegistrationSection id="registration-location" title={t('wizard.steps.location')}>
              <NativeSelect
                label={t('wizard.location.label')}
                value={locationId}
                onChange={(e) => change({ locationId: e.currentTarget.value })}
                error={error('locationId')}
                data={[
                  { value: '', label: t('card.choose') },
                  ...(locations.data ?? []).map((l) => ({ value: l.id, label: `${l.name} (${l.address})` })),
                ]}
                required
              />
            </RegistrationSection>
            <RegistrationSection id="registration-info" title={t('wizard.steps.yourInformation')}>
              <PatientInfoFields
                value={info}
                onChange={(patch) => change({ info: { ...info, ...patch } })}
                error={error}
              />
            </RegistrationSection>
            <RegistrationSection id="registration-insurance" title={t('wizard.steps.insurance')}>
              <InsuranceFields
                value={insurance}
                onChange={(patch) => change({ insurance: { ...insurance, ...patch } })}
                error={error}
              />
            </RegistrationSection>
            <Group justify="space-between">
              <Button variant="default" component={Link} to="/welcome">
                {t('common.back')}
              </Button>
              <Button type="submit" loading={register.isPending}>
                {t('registration.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Container>
  );
}
