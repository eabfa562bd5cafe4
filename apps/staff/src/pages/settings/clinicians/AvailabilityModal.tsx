import '../../../components/selectStyles';
import '@mantine/core/styles/SimpleGrid.css';
import type { CoreReferenceAvailabilitySlot, CoreReferenceClinician } from '@clinic/api-contract';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../api/httpClient';
import {
  optionsOf,
  referenceKeys,
  useClinicianAvailability,
  useLocations,
} from '../../../api/queries/referenceQueries';
import { useApiMutation } from '../../../api/useApiMutation';
import { FormModal } from '../../../components/FormModal';
import { QueryState } from '../../../components/QueryState';
import { staffDisplayName } from '../../../session/staffDisplayName';

/** The clinician's weekly hours, edited as a list of (location, day, from, to) rows. */
export function AvailabilityModal({
  clinician,
  canEdit,
  onClose,
}: {
  clinician: CoreReferenceClinician;
  canEdit: boolean;
  onClose: () => void;
}) {
  const query = useClinicianAvailability(clinician.id);
  return (
    <QueryState query={query}>
      {(availability) => (
        <AvailabilityForm
          clinician={clinician}
          initial={availability.slots}
          canEdit={canEdit}
          onClose={onClose}
        />
      )}
    </QueryState>
  );
}

type SlotRow = CoreReferenceAvailabilitySlot & { key: number };

function AvailabilityForm({
  clinician,
  initial,
  canEdit,
  onClose,
}: {
  clinician: CoreReferenceClinician;
  initial: CoreReferenceAvailabilitySlot[];
  canEdit: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locations = useLocations();
  const [nextKey, setNextKey] = useState(initial.length);
  const [slots, setSlots] = useState<SlotRow[]>(initial.map((slot, key) => ({ ...slot, key })));
  const save = useApiMutation(
    (rows: SlotRow[]) =>
      apiRequest('PUT', `/api/core/Clinicians/${clinician.id}/Availability`, {
        slots: rows.map(({ key: _key, ...slot }) => slot),
      }),
    [referenceKeys.clinicianAvailability(clinician.id)],
    onClose,
  );
  const weekdayOptions = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
    value: String(day),
    label: t(`weekdays.${day}`),
  }));
  const update = (key: number, patch: Partial<CoreReferenceAvailabilitySlot>) =>
    setSlots((rows) => rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const addSlot = () => {
    const last = slots[slots.length - 1];
    setSlots((rows) => [
      ...rows,
      {
        key: nextKey,
        locationId: last?.locationId ?? locations.data?.[0]?.id ?? '',
        weekday: last ? (last.weekday + 1) % 7 : 1,
        startTime: last?.startTime ?? '09:00',
        endTime: last?.endTime ?? '17:00',
      },
    ]);
    setNextKey(nextKey + 1);
  };
  const name = staffDisplayName(clinician);
  return (
    <FormModal
      opened
      size="xl"
      title={t('settings.clinicians.availabilityTitle', { name })}
      onClose={onClose}
      onSubmit={() => (canEdit ? save.mutate(slots) : onClose())}
      busy={save.isPending}
      error={save.error}
      submitLabel={canEdit ? t('common.save') : t('common.close')}
    >
      <Text size="sm" c="dimmed">
        {t('settings.clinicians.availabilityHint')}
      </Text>
      {slots.length === 0 && <Text>{t('settings.clinicians.noSlots')}</Text>}
      <Stack gap="sm">
        {slots.map((slot, index) => (
          <Group
            key={slot.key}
            align="flex-end"
            gap="xs"
            role="group"
            aria-label={`${t('settings.clinicians.availability')} ${index + 1}`}
          >
            <Select
              label={t('settings.clinicians.location')}
              data={optionsOf(locations.data, (l) => l.name)}
              value={slot.locationId || null}
              onChange={(locationId) => locationId && update(slot.key, { locationId })}
              allowDeselect={false}
              disabled={!canEdit}
              w={200}
            />
            <Select
              label={t('settings.clinicians.weekday')}
              data={weekdayOptions}
              value={String(slot.weekday)}
              onChange={(weekday) => weekday && update(slot.key, { weekday: Number(weekday) })}
              allowDeselect={false}
              disabled={!canEdit}
              w={150}
            />
            <TextInput
              label={t('settings.clinicians.startTime')}
              type="time"
              value={slot.startTime}
              onChange={(event) => update(slot.key, { startTime: event.currentTarget.value })}
              disabled={!canEdit}
              w={120}
            />
            <TextInput
              label={t('settings.clinicians.endTime')}
              type="time"
              value={slot.endTime}
              onChange={(event) => update(slot.key, { endTime: event.currentTarget.value })}
              disabled={!canEdit}
              w={120}
            />
            {canEdit && (
              <Button
                variant="subtle"
                color="red"
                onClick={() => setSlots((rows) => rows.filter((row) => row.key !== slot.key))}
              >
                {t('settings.clinicians.removeSlot')}
              </Button>
            )}
          </Group>
        ))}
      </Stack>
      {canEdit && (
        <div>
          <Button variant="light" onClick={addSlot}>
            {t('settings.clinicians.addSlot')}
          </Button>
        </div>
      )}
    </FormModal>
  );
}
