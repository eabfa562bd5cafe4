import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '../../../components/selectStyles';
import type { CoreReferencePortalLogin } from '@clinic/api-contract';
import { Checkbox, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorBeyondFields, fieldErrorOf } from '../../../api/fieldErrorOf';
import { apiRequest } from '../../../api/httpClient';
import { patientKeys } from '../../../api/queries/patientQueries';
import { useApiMutation } from '../../../api/useApiMutation';
import { FormModal } from '../../../components/FormModal';
import { PatientMultiPicker, type PickedPatient } from '../../../components/PatientMultiPicker';
import { portalLoginsKey, sendSignInLink } from './portalLoginCalls';

interface LoginFields {
  email: string;
  language: 'en' | 'es';
  patients: PickedPatient[];
  sendLink: boolean;
}

/** Invites a new login (and e-mails the sign-in link) or changes a login's e-mail, language and patients. */
export function PortalLoginFormModal({
  login,
  onClose,
  onInvited,
}: {
  login: CoreReferencePortalLogin | null;
  onClose: () => void;
  onInvited: (email: string) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<LoginFields>({
    email: login?.email ?? '',
    language: login?.language === 'es' ? 'es' : 'en',
    patients: (login?.patients ?? []).map((p) => ({ id: p.id, label: `${p.lastName}, ${p.firstName}` })),
    sendLink: login === null,
  });
  const [patientsError, setPatientsError] = useState<string | null>(null);
  const save = useApiMutation(
    async (fields: LoginFields) => {
      const body = {
        email: fields.email,
        language: fields.language,
        patientIds: fields.patients.map((p) => p.id),
      };
      const saved = login
        ? await apiRequest<CoreReferencePortalLogin>('PATCH', `/api/core/PortalLogins/${login.id}`, body)
        : await apiRequest<CoreReferencePortalLogin>('PUT', '/api/core/PortalLogins', body);
      if (fields.sendLink) await sendSignInLink(saved.email);
      return saved;
    },
    [portalLoginsKey, patientKeys.all],
    (saved, fields) => {
      onClose();
      if (fields.sendLink) onInvited(saved.email);
    },
  );
  const set = (patch: Partial<LoginFields>) => setValues((current) => ({ ...current, ...patch }));
  const submit = () => {
    if (values.patients.length === 0) {
      setPatientsError(t('settings.portalLogins.patientsRequired'));
      return;
    }
    setPatientsError(null);
    save.mutate(values);
  };
  return (
    <FormModal
      opened
      title={login ? t('settings.portalLogins.edit') : t('settings.portalLogins.invite')}
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      error={errorBeyondFields(save.error, ['email', 'patientIds'])}
      submitLabel={login ? t('common.save') : t('settings.portalLogins.invite')}
    >
      <TextInput
        label={t('settings.portalLogins.email')}
        type="email"
        required
        data-autofocus
        value={values.email}
        onChange={(event) => set({ email: event.currentTarget.value })}
        error={fieldErrorOf(save.error, 'email')}
      />
      <Select
        label={t('settings.portalLogins.language')}
        data={[
          { value: 'en', label: t('settings.portalLogins.english') },
          { value: 'es', label: t('settings.portalLogins.spanish') },
        ]}
        value={values.language}
        onChange={(language) => language && set({ language: language === 'es' ? 'es' : 'en' })}
        allowDeselect={false}
      />
      <PatientMultiPicker
        label={t('settings.portalLogins.patients')}
        description={t('settings.portalLogins.patientsHint')}
        required
        value={values.patients}
        onChange={(patients) => set({ patients })}
        error={patientsError ?? fieldErrorOf(save.error, 'patientIds')}
      />
      <Checkbox
        label={t('settings.portalLogins.sendLinkNow')}
        checked={values.sendLink}
        onChange={(event) => set({ sendLink: event.currentTarget.checked })}
      />
    </FormModal>
  );
}
