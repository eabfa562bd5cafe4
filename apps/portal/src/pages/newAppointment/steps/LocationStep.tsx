import type { AppointmentAnyLocationReply } from '@clinic/api-contract';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../api/httpClient';
import { useLocations } from '../wizardQueries';
import { ChoiceList } from './ChoiceList';
import { FirstAvailableButton } from './FirstAvailableButton';
import { QueryState } from './QueryState';
import type { StepProps } from './stepProps';
import { useStepError } from './useStepError';

export function LocationStep({ state, dispatch }: StepProps) {
  const { t } = useTranslation();
  const locations = useLocations();
  const error = useStepError(state.errors);
  const { serviceId } = state.data;
  const offering = (locations.data ?? []).filter(
    (l) => serviceId !== null && l.serviceIds.includes(serviceId),
  );
  const choose = (value: string) => dispatch({ type: 'choose', field: 'locationId', value });
  return (
    <QueryState query={locations}>
      <Stack>
        <ChoiceList
          label={t('wizard.location.label')}
          value={state.data.locationId}
          onChange={choose}
          error={error('locationId')}
          choices={offering.map((l) => ({ value: l.id, label: l.name, description: l.address }))}
        />
        <FirstAvailableButton
          label={t('wizard.location.firstAvailable')}
          onFound={choose}
          find={async () => {
            const reply = await apiRequest<AppointmentAnyLocationReply>(
              'GET',
              `/api/portal/AppointmentRequests/GetAnyAvailableLocation?serviceId=${encodeURIComponent(serviceId ?? '')}`,
            );
            return reply.location?.id ?? null;
          }}
        />
      </Stack>
    </QueryState>
  );
}
