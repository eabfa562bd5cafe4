import '../../../components/selectStyles';
import type { CoreReferenceLocation, CoreReferenceLocationCreate } from '@clinic/api-contract';
import {
  type ComboboxItem,
  Group,
  MultiSelect,
  type OptionsFilter,
  Select,
  TagsInput,
  TextInput,
} from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  optionsOf,
  referenceKeys,
  useFormGroupList,
  useFormList,
  useServices,
} from '../../../api/queries/referenceQueries';
import { FormModal } from '../../../components/FormModal';
import { useSettingsForm } from '../shared/useSettingsForm';
import { searchTimeZones, timeZoneOptions } from './timeZoneOptions';

const zoneFilter: OptionsFilter = ({ options, search, limit }) =>
  searchTimeZones(options as ComboboxItem[], search, limit);

type LocationFields = Pick<
  CoreReferenceLocationCreate,
  | 'name'
  | 'address'
  | 'phone'
  | 'timeZone'
  | 'serviceIds'
  | 'formIds'
  | 'formGroupIds'
  | 'staffFormIds'
  | 'staffFormGroupIds'
  | 'treatmentPlanFormId'
  | 'reminderOffsetsHours'
  | 'quietHoursStart'
  | 'quietHoursEnd'
>;

export function LocationFormModal({
  location,
  onClose,
}: {
  location: CoreReferenceLocation | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = t('app.locale');
  const zones = useMemo(() => timeZoneOptions(locale), [locale]);
  const services = useServices();
  const forms = useFormList('main');
  const formGroups = useFormGroupList();
  const treatmentPlans = useFormList('masterTreatmentPlan');
  /** A staff list left empty offers every form (null), so new forms are usable at once. */
  const staffIds = (key: 'staffFormIds' | 'staffFormGroupIds') => ({
    value: form.values[key] ?? [],
    onChange: (ids: string[]) => form.set({ [key]: ids.length > 0 ? ids : null }),
    error: form.error(key),
  });
  const form = useSettingsForm<LocationFields>({
    resource: 'Locations',
    row: location,
    initial: {
      name: location?.name ?? '',
      address: location?.address ?? '',
      phone: location?.phone ?? '',
      // A new location starts in the zone of the browser creating it, the likeliest answer.
      timeZone: location?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
      serviceIds: location?.serviceIds ?? [],
      formIds: location?.formIds ?? [],
      formGroupIds: location?.formGroupIds ?? [],
      staffFormIds: location?.staffFormIds ?? null,
      staffFormGroupIds: location?.staffFormGroupIds ?? null,
      treatmentPlanFormId: location?.treatmentPlanFormId ?? null,
      reminderOffsetsHours: location?.reminderOffsetsHours ?? [72, 24],
      quietHoursStart: location?.quietHoursStart ?? '21:00',
      quietHoursEnd: location?.quietHoursEnd ?? '08:00',
    },
    invalidates: [referenceKeys.locations],
    required: ['name', 'timeZone'],
    onSaved: onClose,
  });
  return (
    <FormModal
      {...form.modal}
      title={location ? t('settings.locations.edit') : t('settings.locations.add')}
      onClose={onClose}
    >
      <TextInput label={t('settings.locations.name')} required data-autofocus {...form.text('name')} />
      <TextInput label={t('settings.locations.address')} {...form.text('address')} />
      <TextInput label={t('settings.locations.phone')} type="tel" {...form.text('phone')} />
      <Select
        label={t('settings.locations.timeZone')}
        description={t('settings.locations.timeZoneHint')}
        required
        data={zones}
        value={form.values.timeZone}
        error={form.error('timeZone')}
        onChange={(timeZone) => form.set({ timeZone: timeZone ?? '' })}
        searchable
        filter={zoneFilter}
        allowDeselect={false}
        limit={50}
        nothingFoundMessage={t('settings.locations.timeZoneNotFound')}
      />
      <MultiSelect
        label={t('settings.locations.services')}
        data={optionsOf(services.data, (s) => s.name)}
        {...form.ids('serviceIds')}
        searchable
        clearable
      />
      <MultiSelect
        label={t('settings.locations.formIds')}
        description={t('settings.locations.formIdsHint')}
        data={optionsOf(forms.data, (f) => f.name)}
        {...form.ids('formIds')}
        searchable
        clearable
      />
      <MultiSelect
        label={t('settings.locations.formGroupIds')}
        data={optionsOf(formGroups.data, (g) => g.name)}
        {...form.ids('formGroupIds')}
        searchable
        clearable
      />
      <MultiSelect
        label={t('settings.locations.staffFormIds')}
        description={t('settings.locations.staffFormIdsHint')}
        placeholder={form.values.staffFormIds ? undefined : t('settings.locations.everyForm')}
        data={optionsOf(forms.data, (f) => f.name)}
        {...staffIds('staffFormIds')}
        searchable
        clearable
      />
      <MultiSelect
        label={t('settings.locations.staffFormGroupIds')}
        placeholder={form.values.staffFormGroupIds ? undefined : t('settings.locations.everyFormGroup')}
        data={optionsOf(formGroups.data, (g) => g.name)}
        {...staffIds('staffFormGroupIds')}
        searchable
        clearable
      />
      <Select
        label={t('settings.locations.treatmentPlanFormId')}
        data={optionsOf(treatmentPlans.data, (f) => f.name)}
        value={form.values.treatmentPlanFormId}
        error={form.error('treatmentPlanFormId')}
        onChange={(treatmentPlanFormId) => form.set({ treatmentPlanFormId })}
        searchable
        clearable
      />
      <TagsInput
        label={t('settings.locations.reminderOffsets')}
        description={t('settings.locations.reminderOffsetsHint')}
        value={form.values.reminderOffsetsHours.map(String)}
        // Whole hours only: anything else typed is left out rather than sent.
        onChange={(tags) =>
          form.set({
            reminderOffsetsHours: tags
              .map((tag) => Number(tag.trim()))
              .filter((hours) => Number.isInteger(hours)),
          })
        }
        error={form.error('reminderOffsetsHours')}
        splitChars={[',', ' ']}
        clearable
      />
      <Group grow align="flex-start">
        <TextInput
          type="time"
          label={t('settings.locations.quietHoursStart')}
          description={t('settings.locations.quietHoursHint')}
          {...form.text('quietHoursStart')}
        />
        <TextInput
          type="time"
          label={t('settings.locations.quietHoursEnd')}
          {...form.text('quietHoursEnd')}
        />
      </Group>
    </FormModal>
  );
}
