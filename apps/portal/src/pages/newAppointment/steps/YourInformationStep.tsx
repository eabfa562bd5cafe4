import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSignedIn } from '../../../session/sessionStore';
import { PatientInfoFields } from './PatientInfoFields';
import type { StepProps } from './stepProps';
import { useStepError } from './useStepError';

export function YourInformationStep({ state, dispatch }: StepProps) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const error = useStepError(state.errors);
  return (
    <Stack>
      <Text c="gray.7">{signedIn ? t('wizard.info.prefilled') : t('wizard.info.intro')}</Text>
      <PatientInfoFields
        value={state.data.patientInfo}
        onChange={(patch) => dispatch({ type: 'editPatientInfo', patch })}
        error={error}
        identityReadOnly={signedIn}
      />
    </Stack>
  );
}
