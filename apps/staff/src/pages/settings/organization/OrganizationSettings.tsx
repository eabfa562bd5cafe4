import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/NumberInput.css';
import type {
  CoreReferenceOrganizationSettings,
  CoreReferenceOrganizationSettingsPatch,
} from '@clinic/api-contract';
import {
  Alert,
  Button,
  Fieldset,
  FileButton,
  Group,
  Image,
  NumberInput,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../api/httpClient';
import { useApiMutation } from '../../../api/useApiMutation';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { QueryState } from '../../../components/QueryState';
import { readLogoFile } from './readLogoFile';

const settingsKey = ['core', 'OrganizationSettings'] as const;
const portalFlags = [
  ['newPatientRegistrationEnabled', 'newPatientRegistrationHint'],
  ['appointmentRequestEnable', 'appointmentRequestHint'],
  ['appointmentRequestNewPatientEnable', 'appointmentRequestNewPatientHint'],
] as const;
const integrationFlags = ['doseSpotEnabled', 'emarEnabled'] as const;

export function OrganizationSettings({ canEdit }: { canEdit: boolean }) {
  const query = useQuery({
    queryKey: settingsKey,
    queryFn: () => apiRequest<CoreReferenceOrganizationSettings>('GET', '/api/core/OrganizationSettings'),
  });
  return (
    <QueryState query={query}>
      {(settings) => <OrganizationForm initial={settings} canEdit={canEdit} />}
    </QueryState>
  );
}

function OrganizationForm({
  initial,
  canEdit,
}: {
  initial: CoreReferenceOrganizationSettings;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useApiMutation(
    (patch: CoreReferenceOrganizationSettingsPatch) =>
      apiRequest<CoreReferenceOrganizationSettings>('PATCH', '/api/core/OrganizationSettings', patch),
    [settingsKey],
    (result) => {
      setValues(result);
      setSaved(true);
    },
  );
  const change = (patch: Partial<CoreReferenceOrganizationSettings>) => {
    setSaved(false);
    setValues((current) => ({ ...current, ...patch }));
  };
  const pickLogo = async (file: File | null) => {
    if (!file) return;
    const result = await readLogoFile(file);
    if ('error' in result) setLogoError(t(`settings.organization.${result.error}`));
    else {
      setLogoError(null);
      change({ organizationLogo: result.dataUrl });
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={640}>
        <TextInput
          label={t('settings.organization.name')}
          required
          value={values.organizationName}
          onChange={(event) => change({ organizationName: event.currentTarget.value })}
          disabled={!canEdit}
        />
        <Fieldset legend={t('settings.organization.logo')}>
          <Stack gap="xs">
            {values.organizationLogo && (
              <Image
                src={values.organizationLogo}
                alt={t('settings.organization.logoAlt')}
                h={80}
                w="auto"
                fit="contain"
              />
            )}
            {canEdit && (
              <Group>
                <FileButton
                  onChange={pickLogo}
                  accept="image/png,image/jpeg,image/gif,image/webp,image/svg+xml"
                >
                  {(props) => (
                    <Button variant="default" {...props}>
                      {t('settings.organization.uploadLogo')}
                    </Button>
                  )}
                </FileButton>
                {values.organizationLogo && (
                  <Button variant="subtle" color="red" onClick={() => change({ organizationLogo: null })}>
                    {t('settings.organization.removeLogo')}
                  </Button>
                )}
              </Group>
            )}
            <Text size="sm" c="dimmed">
              {t('settings.organization.logoHint')}
            </Text>
            {logoError && (
              <Text size="sm" c="red" role="alert">
                {logoError}
              </Text>
            )}
          </Stack>
        </Fieldset>
        <Fieldset legend={t('settings.organization.portal')}>
          <Stack>
            {portalFlags.map(([flag, hint]) => (
              <Switch
                key={flag}
                label={t(`settings.organization.${flag}`)}
                description={t(`settings.organization.${hint}`)}
                checked={values[flag]}
                onChange={(event) => change({ [flag]: event.currentTarget.checked })}
                disabled={!canEdit}
              />
            ))}
            <NumberInput
              label={t('settings.organization.appointmentCancelNoticeHours')}
              description={t('settings.organization.appointmentCancelNoticeHint')}
              min={0}
              max={720}
              allowDecimal={false}
              allowNegative={false}
              value={values.appointmentCancelNoticeHours}
              onChange={(value) =>
                change({ appointmentCancelNoticeHours: typeof value === 'number' ? value : 0 })
              }
              disabled={!canEdit}
              maw={200}
            />
            <Textarea
              label={t('settings.organization.crisisText')}
              description={t('settings.organization.crisisTextHint')}
              placeholder={t('settings.organization.crisisTextDefault')}
              autosize
              minRows={2}
              maxLength={1000}
              value={values.crisisText ?? ''}
              onChange={(event) => change({ crisisText: event.currentTarget.value })}
              disabled={!canEdit}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend={t('settings.organization.integrations')}>
          <Stack>
            {integrationFlags.map((flag) => (
              <Switch
                key={flag}
                label={t(`settings.organization.${flag}`)}
                checked={values[flag]}
                onChange={(event) => change({ [flag]: event.currentTarget.checked })}
                disabled={!canEdit}
              />
            ))}
          </Stack>
        </Fieldset>
        <ErrorAlert error={save.error} />
        {saved && (
          <Alert color="green" role="status">
            {t('common.saved')}
          </Alert>
        )}
        {canEdit && (
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
