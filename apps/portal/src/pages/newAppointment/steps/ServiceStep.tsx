import { useTranslation } from 'react-i18next';
import { useAllServices, useLocations } from '../wizardQueries';
import { ChoiceList } from './ChoiceList';
import { QueryState } from './QueryState';
import type { StepProps } from './stepProps';
import { useStepError } from './useStepError';

export function ServiceStep({ state, dispatch }: StepProps) {
  const { t } = useTranslation();
  const locations = useLocations();
  const services = useAllServices(locations.data);
  const error = useStepError(state.errors);
  return (
    <QueryState query={locations.isError ? locations : services}>
      <ChoiceList
        label={t('wizard.service.label')}
        value={state.data.serviceId}
        onChange={(value) => dispatch({ type: 'choose', field: 'serviceId', value })}
        error={error('serviceId')}
        choices={(services.data ?? []).map((s) => ({
          value: s.id,
          label: s.name,
          description: [s.description, t('wizard.service.minutes', { count: s.durationMinutes })]
            .filter(Boolean)
            .join(' · '),
        }))}
      />
    </QueryState>
  );
}
