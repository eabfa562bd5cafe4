import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Stack.css';
import type { PortalAuthCurrentUser } from '@clinic/api-contract';
import { Alert, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentUserQueryKey } from '../../../api/currentUser';
import { PortalFormProviders } from '../../../documents/PortalFormProviders';
import { useSignedIn } from '../../../session/sessionStore';
import { IntakeForm } from '../intake/IntakeForm';
import { useLocations } from '../wizardQueries';
import { QueryState } from './QueryState';
import type { StepProps } from './stepProps';

/**
 * The location's intake forms, filled as e-forms and sent with the request (checked here
 * before moving on, and again by the server). A location without forms says where later ones
 * will come: Documents, once the request is reviewed.
 */
export function IntakeStep({ state, intake }: StepProps) {
  const { t } = useTranslation();
  // The chosen location's clock: its forms' times (a vital sign's) read in its zone.
  const timeZone = useLocations().data?.find((location) => location.id === state.data.locationId)?.timeZone;
  const signedIn = useSignedIn();
  // Loaded at app start for a signed-in user; an anonymous visitor fills the forms as nobody.
  const user = useQueryClient().getQueryData<PortalAuthCurrentUser>(currentUserQueryKey);
  const patient = signedIn ? user?.currentPatient : undefined;
  return (
    <QueryState query={intake.query}>
      {intake.entries?.length === 0 ? (
        <Alert color="blue" title={t('wizard.intake.title')}>
          {t('wizard.intake.none')}
        </Alert>
      ) : (
        <Stack>
          <Text>{t('wizard.intake.intro')}</Text>
          {intake.invalid && (
            <Alert color="red" role="alert">
              {t('wizard.intake.fixErrors')}
            </Alert>
          )}
          <PortalFormProviders patient={patient} timeZone={timeZone}>
            {intake.entries?.map((entry) => (
              <IntakeForm key={entry.form.formId} entry={entry} />
            ))}
          </PortalFormProviders>
        </Stack>
      )}
    </QueryState>
  );
}
