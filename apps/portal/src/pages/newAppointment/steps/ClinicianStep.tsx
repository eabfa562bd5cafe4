import { useTranslation } from 'react-i18next';
import { anyClinician } from '../requestWizardMachine';
import { useClinicians } from '../wizardQueries';
import { ChoiceList } from './ChoiceList';
import { QueryState } from './QueryState';
import type { StepProps } from './stepProps';
import { useStepError } from './useStepError';
import { weeklyHoursText } from './weeklyHoursText';

export function ClinicianStep({ state, dispatch }: StepProps) {
  const { t, i18n } = useTranslation();
  const clinicians = useClinicians(state.data.serviceId, state.data.locationId);
  const error = useStepError(state.errors);
  return (
    <QueryState query={clinicians}>
      <ChoiceList
        label={t('wizard.clinician.label')}
        value={state.data.clinicianId}
        onChange={(value) => dispatch({ type: 'choose', field: 'clinicianId', value })}
        error={error('clinicianId')}
        choices={[
          {
            value: anyClinician,
            label: t('wizard.clinician.any'),
            description: t('wizard.clinician.anyDescription'),
          },
          ...(clinicians.data?.clinicians ?? []).map((c) => ({
            value: c.id,
            label: c.name,
            description: weeklyHoursText(c.weeklyHours, i18n.language),
          })),
        ]}
      />
    </QueryState>
  );
}
