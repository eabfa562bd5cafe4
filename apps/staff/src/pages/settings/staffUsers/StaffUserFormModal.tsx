import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  type CoreReferenceStaffUser,
  type CoreReferenceStaffUserCreate,
  type CoreReferenceStaffUserPatch,
  coreReferenceMinPasswordLength,
} from '@clinic/api-contract';
import { PasswordInput, SimpleGrid, Switch, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/FormModal';
import { useStaffUser } from '../../../session/StaffUserContext';
import { useSettingsForm } from '../shared/useSettingsForm';
import { staffUsersKey } from './staffUserCalls';

interface StaffUserFields {
  email: string;
  firstName: string;
  middleName: string;
  lastName: string;
  credentials: string;
  password: string;
  techStaff: boolean;
  advancedOptions: boolean;
  doseSpotAccess: boolean;
  disabled: boolean;
}

/**
 * A new staff account (e-mail, name, first password, roles), or an existing one's roles, options
 * and access, and a new password for someone who lost theirs (one's own changes from the user
 * menu, which asks for the current one). E-mail and name stay as they were created.
 */
export function StaffUserFormModal({
  user,
  onClose,
}: {
  user: CoreReferenceStaffUser | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const me = useStaffUser();
  const isMe = user?.id === me.id;
  const form = useSettingsForm<StaffUserFields>({
    resource: 'StaffUsers',
    row: user,
    initial: {
      email: user?.email ?? '',
      firstName: user?.firstName ?? '',
      middleName: user?.middleName ?? '',
      lastName: user?.lastName ?? '',
      credentials: user?.credentials ?? '',
      password: '',
      techStaff: user?.roles.includes('techStaff') ?? false,
      advancedOptions: user?.advancedOptions ?? false,
      doseSpotAccess: user?.doseSpotAccess ?? false,
      disabled: user?.disabled ?? false,
    },
    toBody: ({ techStaff, password, disabled, ...fields }) => {
      const flags = {
        roles: techStaff ? ['staff', 'techStaff'] : ['staff'],
        advancedOptions: fields.advancedOptions,
        doseSpotAccess: fields.doseSpotAccess,
      } satisfies CoreReferenceStaffUserPatch;
      if (user) {
        // An empty field keeps the user's password.
        return {
          ...flags,
          disabled,
          ...(password ? { password } : {}),
        } satisfies CoreReferenceStaffUserPatch;
      }
      return { ...fields, ...flags, password } satisfies CoreReferenceStaffUserCreate;
    },
    invalidates: [staffUsersKey],
    // Name and e-mail are fixed once created; an edit may leave the password as it is.
    required: user ? [] : ['email', 'firstName', 'lastName', 'password'],
    onSaved: onClose,
  });
  const fixed = user !== null;
  const switchProps = (key: 'techStaff' | 'advancedOptions' | 'doseSpotAccess' | 'disabled') => ({
    checked: form.values[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.set({ [key]: event.currentTarget.checked }),
  });
  return (
    <FormModal
      {...form.modal}
      title={user ? t('settings.staffUsers.edit') : t('settings.staffUsers.add')}
      onClose={onClose}
      submitLabel={user ? t('common.save') : t('settings.staffUsers.add')}
    >
      <TextInput
        label={t('settings.staffUsers.email')}
        type="email"
        required
        disabled={fixed}
        data-autofocus
        autoComplete="off"
        {...form.text('email')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('settings.staffUsers.firstName')}
          required
          disabled={fixed}
          {...form.text('firstName')}
        />
        <TextInput
          label={t('settings.staffUsers.middleName')}
          disabled={fixed}
          {...form.text('middleName')}
        />
        <TextInput
          label={t('settings.staffUsers.lastName')}
          required
          disabled={fixed}
          {...form.text('lastName')}
        />
        <TextInput
          label={t('settings.staffUsers.credentials')}
          description={t('settings.staffUsers.credentialsHint')}
          disabled={fixed}
          {...form.text('credentials')}
        />
      </SimpleGrid>
      {!fixed && (
        <PasswordInput
          label={t('settings.staffUsers.password')}
          description={t('settings.staffUsers.passwordHint', { min: coreReferenceMinPasswordLength })}
          required
          autoComplete="new-password"
          {...form.text('password')}
        />
      )}
      {fixed && !isMe && (
        <PasswordInput
          label={t('settings.staffUsers.newPassword')}
          description={t('settings.staffUsers.newPasswordHint', { min: coreReferenceMinPasswordLength })}
          autoComplete="new-password"
          {...form.text('password')}
        />
      )}
      <Switch
        label={t('settings.staffUsers.techStaff')}
        description={t('settings.staffUsers.techStaffHint')}
        disabled={isMe}
        {...switchProps('techStaff')}
      />
      <Switch
        label={t('settings.staffUsers.advancedOptions')}
        description={t('settings.staffUsers.advancedOptionsHint')}
        {...switchProps('advancedOptions')}
      />
      <Switch label={t('settings.staffUsers.doseSpotAccess')} {...switchProps('doseSpotAccess')} />
      {fixed && (
        <Switch
          label={t('settings.staffUsers.disabled')}
          description={isMe ? t('settings.staffUsers.notYourself') : t('settings.staffUsers.disabledHint')}
          disabled={isMe}
          color="red"
          {...switchProps('disabled')}
        />
      )}
    </FormModal>
  );
}
