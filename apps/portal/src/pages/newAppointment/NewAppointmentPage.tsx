import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { ApiError, type AppointmentRequest } from '@clinic/api-contract';
import { Button, Container, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAlerts } from '../../alerts/alertsContext';
import { apiRequest } from '../../api/httpClient';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { useSignedIn } from '../../session/sessionStore';
import { HoldCountdown } from './hold/HoldCountdown';
import { useSlotHold } from './hold/useSlotHold';
import { useIntakeForms } from './intake/useIntakeForms';
import { PatientPrefill } from './PatientPrefill';
import { toCreateBody } from './requestBody';
import {
  initialWizardState,
  requestWizardReducer,
  type WizardEvent,
  type WizardState,
  wizardSteps,
} from './requestWizardMachine';
import { ReschedulePrefill } from './reschedule/ReschedulePrefill';
import { stepComponents } from './steps/stepComponents';

/** What /thanks shows of the request just made. */
export interface ThanksState {
  request: AppointmentRequest;
}

/** The server's refusals of a slot taken or passed meanwhile: the wizard goes back to the times. */
const slotRefusals: ReadonlySet<string | undefined> = new Set(['slotTaken', 'slotPassed']);

export default function NewAppointmentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = useSignedIn();
  const today = dayjs().format('YYYY-MM-DD');
  const [state, dispatch] = useReducer(
    (s: WizardState, e: WizardEvent) => requestWizardReducer(s, e, today),
    undefined,
    () => initialWizardState(),
  );
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const alerts = useAlerts();
  const intake = useIntakeForms(state.data.locationId);
  const hold = useSlotHold(state.data, () => dispatch({ type: 'slotRefused' }));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const index = wizardSteps.indexOf(state.step);
  const isLast = state.step === 'confirmation';
  const Step = stepComponents[state.step];
  const progress = t('wizard.progress', { step: index + 1, total: wizardSteps.length });

  // Keyboard and screen-reader users land on the new step's heading (not on the first render).
  const shownStep = useRef(state.step);
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    headingRef.current?.focus();
  });

  const submit = useMutation({
    mutationFn: () =>
      apiRequest<AppointmentRequest>(
        'PUT',
        '/api/portal/AppointmentRequests',
        toCreateBody(state.data, intake.documents(), hold.hold?.holdId),
      ),
    onSuccess: (request) => {
      hold.usedUp();
      void queryClient.invalidateQueries({ queryKey: ['AppointmentRequests'] });
      navigate('/thanks', { state: { request } satisfies ThanksState });
    },
    onError: (failure) => {
      if (failure instanceof ApiError && slotRefusals.has(failure.code)) {
        void queryClient.invalidateQueries({ queryKey: ['AppointmentRequests', 'Hours'] });
        dispatch({ type: 'slotRefused' });
      } else if (failure instanceof ApiError && intake.showServerErrors(failure.fieldErrorCodes)) {
        dispatch({ type: 'goTo', step: 'intake' });
      }
      alerts.error(failure);
    },
  });

  return (
    <Container size="sm" px={{ base: 'xs', sm: 'md' }} py="md">
      {signedIn && <PatientPrefill apply={(patch) => dispatch({ type: 'editPatientInfo', patch })} />}
      {signedIn && <ReschedulePrefill apply={(from) => dispatch({ type: 'reschedule', from })} />}
      <Stack>
        <Title order={1} size="h2">
          {t('wizard.title')}
        </Title>
        <div>
          <Text size="sm" c="gray.7" aria-hidden>
            {progress}
          </Text>
          <Progress.Root mt={4}>
            <Progress.Section value={((index + 1) / wizardSteps.length) * 100} aria-label={progress} />
          </Progress.Root>
        </div>
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              // The intake forms are checked on leaving their step and again before sending
              // (the visitor may have gone back and changed them).
              if ((state.step === 'intake' || isLast) && !intake.validate()) {
                if (isLast) dispatch({ type: 'goTo', step: 'intake' });
              } else if (isLast) submit.mutate();
              else dispatch({ type: 'next' });
            }}
          >
            <Stack>
              <Title order={2} size="h3" ref={headingRef} tabIndex={-1}>
                {t(`wizard.steps.${state.step}`)}
              </Title>
              {index >= wizardSteps.indexOf('dateTime') && <HoldCountdown state={hold} />}
              <Step state={state} dispatch={dispatch} intake={intake} hold={hold} />
              <Group justify="space-between" mt="md" wrap="wrap-reverse">
                <Button variant="subtle" color="red" onClick={() => setConfirmingCancel(true)}>
                  {t('wizard.cancelAppointment')}
                </Button>
                <Group gap="sm">
                  {index > 0 && (
                    <Button
                      variant="default"
                      onClick={() => dispatch({ type: 'back' })}
                      disabled={submit.isPending}
                    >
                      {t('wizard.back')}
                    </Button>
                  )}
                  <Button type="submit" loading={submit.isPending}>
                    {isLast ? t('wizard.requestAppointment') : t('wizard.next')}
                  </Button>
                </Group>
              </Group>
            </Stack>
          </form>
        </Paper>
      </Stack>
      <ConfirmDialog
        opened={confirmingCancel}
        message={t('wizard.confirmCancel')}
        onCancel={() => setConfirmingCancel(false)}
        onConfirm={() => navigate(signedIn ? '/appointments' : '/welcome')}
      />
    </Container>
  );
}
