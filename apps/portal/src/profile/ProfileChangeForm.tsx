import type { PortalProfile, ProfileChangeRequest } from '@clinic/api-contract';
import { ApiError } from '@clinic/api-contract';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../alerts/alertsContext';
import { apiRequest } from '../api/httpClient';
import { profileQueryKey } from '../api/profile';
import { StateSelect } from '../catalogs/states/StateSelect';
import { changedFields, draftOf, editableProfileFields, type ProfileDraft } from './profileFields';

const inputTypes: Partial<Record<keyof ProfileDraft, string>> = { email: 'email', phone: 'tel' };
const autoCompletes: Partial<Record<keyof ProfileDraft, string>> = {
  firstName: 'given-name',
  middleName: 'additional-name',
  lastName: 'family-name',
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  zip: 'postal-code',
  phone: 'tel',
  email: 'email',
};
const requiredFields = new Set<keyof ProfileDraft>([
  'firstName',
  'lastName',
  'addressLine1',
  'city',
  'phone',
]);

/** The changeable details; what differs from the chart is sent to the clinic for review. */
export function ProfileChangeForm({ profile, onDone }: { profile: PortalProfile; onDone(): void }) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(profile));
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, readonly string[]>>>({});
  const send = useMutation({
    mutationFn: (changes: Partial<ProfileDraft>) =>
      apiRequest<ProfileChangeRequest>('PUT', '/api/portal/Profile/ChangeRequests', { changes }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
      alerts.success(t('profile.sent'));
      onDone();
    },
    onError: (error) => {
      const errors = error instanceof ApiError ? error.fieldErrors : undefined;
      if (errors && Object.keys(errors).length > 0) setFieldErrors(errors);
      else alerts.error(error);
    },
  });
  const errorFor = (field: keyof ProfileDraft) =>
    (fieldErrors[field] ?? fieldErrors[`changes.${field}`])?.join(' ') || undefined;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const changes = changedFields(profile, draft);
        if (Object.keys(changes).length === 0) return alerts.success(t('profile.noChanges'));
        setFieldErrors({});
        send.mutate(changes);
      }}
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {editableProfileFields.map((field) =>
            field === 'state' ? (
              <StateSelect
                key={field}
                label={t(`profile.${field}`)}
                required={requiredFields.has(field)}
                value={draft.state}
                onChange={(state) => setDraft((current) => ({ ...current, state }))}
                error={errorFor(field)}
              />
            ) : (
              <TextInput
                key={field}
                label={t(`profile.${field}`)}
                type={inputTypes[field] ?? 'text'}
                autoComplete={autoCompletes[field]}
                required={requiredFields.has(field)}
                value={draft[field]}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setDraft((current) => ({ ...current, [field]: value }));
                }}
                error={errorFor(field)}
              />
            ),
          )}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('profile.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {t('profile.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
