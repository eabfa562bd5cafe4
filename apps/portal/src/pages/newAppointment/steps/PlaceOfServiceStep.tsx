import type { AppointmentAnyPlaceReply } from '@clinic/api-contract';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../api/httpClient';
import { usePlacesOfService } from '../wizardQueries';
import { ChoiceList } from './ChoiceList';
import { FirstAvailableButton } from './FirstAvailableButton';
import { QueryState } from './QueryState';
import type { StepProps } from './stepProps';
import { useStepError } from './useStepError';

export function PlaceOfServiceStep({ state, dispatch }: StepProps) {
  const { t } = useTranslation();
  const { serviceId, locationId } = state.data;
  const places = usePlacesOfService(locationId);
  const error = useStepError(state.errors);
  const choose = (value: string) => dispatch({ type: 'choose', field: 'placeOfServiceId', value });
  return (
    <QueryState query={places}>
      <Stack>
        <ChoiceList
          label={t('wizard.placeOfService.label')}
          value={state.data.placeOfServiceId}
          onChange={choose}
          error={error('placeOfServiceId')}
          choices={(places.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
        />
        <FirstAvailableButton
          label={t('wizard.placeOfService.firstAvailable')}
          onFound={choose}
          find={async () => {
            const query = new URLSearchParams({ locationId: locationId ?? '', serviceId: serviceId ?? '' });
            const reply = await apiRequest<AppointmentAnyPlaceReply>(
              'GET',
              `/api/portal/AppointmentRequests/GetAnyAvailablePlaceOfService?${query}`,
            );
            return reply.placeOfService?.id ?? null;
          }}
        />
      </Stack>
    </QueryState>
  );
}
