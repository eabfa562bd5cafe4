import '@mantine/core/styles/NumberInput.css';
import '../../../components/selectStyles';
import type { CoreReferenceLocation, CoreReferenceLocationCreate } from '@clinic/api-contract';
import { MultiSelect, NumberInput, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../api/httpClient';
import {
  optionsOf,
  referenceKeys,
  useFormGroupList,
  useFormList,
  useServices,
} from '../../../api/queries/referenceQueries';
import { useApiMutation } from '../../../api/useApiMutation';
import { FormModal } from '../../../components/FormModal';

type LocationFields = Pick<
  CoreReferenceLocationCreate,
  | 'name'
  | 'address'
  | 'phone'
  | 'timeZoneHoursShift'
  | 'serviceIds'
  | 'formIds'
  | 'formGroupIds'
  | 'treatmentPlanFormId'
>;

export function LocationFormModal({
  location,
  onClose,
}: {
  location: CoreReferenceLocation | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const services = useServices();
  const forms = useFormList('main');
  const formGroups = useFormGroupList();
  const treatmentPlans = useFormList('masterTreatmentPlan');
  const [values, setValues] = useState<LocationFields>({
    name: location?.name ?? '',
    address: location?.address ?? '',
    phone: location?.phone ?? '',
    timeZoneHoursShift: location?.timeZoneHoursShift ?? 0,
    serviceIds: location?.serviceIds ?? [],
    formIds: location?.formIds ?? [],
    formGroupIds: location?.formGroupIds ?? [],
    treatmentPlanFormId: location?.treatmentPlanFormId ?? null,
  });
  const save = useApiMutation(
    (body: LocationFields) =>
      location
        ? apiRequest('PATCH', `/api/core/Locations/${location.id}`, body)
        : apiRequest('PUT', '/api/core/Locations', body),
    [referenceKeys.locations],
    onClose,
  );
  const set = (patch: Partial<LocationFields>) => setValues((current) => ({ ...current, ...patch }));
  return (
    <FormModal
      opened
      title={location ? t('settings.locations.edit') : t('settings.locations.add')}
      onClose={onClose}
      onSubmit={() => save.mutate(values)}
      busy={save.isPending}
      error={save.error}
    >
      <TextInput
        label={t('settings.locations.name')}
        required
        data-autofocus
        value={values.name}
        onChange={(event) => set({ name: event.currentTarget.value })}
      />
      <TextInput
        label={t('settings.locations.address')}
        value={values.address}
        onChange={(event) => set({ address: event.currentTarget.value })}
      />
      <TextInput
        label={t('settings.locations.phone')}
        type="tel"
        value={values.phone}
        onChange={(event) => set({ phone: event.currentTarget.value })}
      />
      <NumberInput
        label={t('settings.locations.timeZoneHoursShift')}
        description={t('settings.locations.timeZoneHoursShiftHint')}
        required
        min={-12}
        max={14}
        step={0.5}
        decimalScale={2}
        value={values.timeZoneHoursShift}
        onChange={(value) =>
          set({ timeZoneHoursShift: typeof value === 'number' ? value : Number(value) || 0 })
        }
      />
      <MultiSelect
        label={t('settings.locations.services')}
        data={optionsOf(services.data, (s) => s.name)}
        value={values.serviceIds}
        onChange={(serviceIds) => set({ serviceIds })}
        searchable
        clearable
      />
      <MultiSelect
        label={t('settings.locations.formIds')}
        description={t('settings.locations.formIdsHint')}
        data={optionsOf(forms.data, (f) => f.name)}
        value={values.formIds}
        onChange={(formIds) => set({ formIds })}
        searchable
        clearable
      />
      <MultiSelect
        label={t('settings.locations.formGroupIds')}
        data={optionsOf(formGroups.data, (g) => g.name)}
        value={values.formGroupIds}
        onChange={(formGroupIds) => set({ formGroupIds })}
        searchable
        clearable
      />
      <Select
        label={t('settings.locations.treatmentPlanFormId')}
        data={optionsOf(treatmentPlans.data, (f) => f.name)}
        value={values.treatmentPlanFormId}
        onChange={(treatmentPlanFormId) => set({ treatmentPlanFormId })}
        searchable
        clearable
      />
    </FormModal>
  );
}
