import type { PortalAuthCurrentUser } from '@clinic/api-contract';
import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../api/httpClient';
import { type Language, languages } from '../i18n/i18n';
import { SignOutDialog } from './SignOutDialog';
import { SwitchPatientDialog } from './SwitchPatientDialog';

/** The user button: switch patient, language, sign out. */
export function UserButton({ currentUser }: { currentUser: PortalAuthCurrentUser | undefined }) {
  const { t, i18n } = useTranslation();
  const [switching, switchDialog] = useDisclosure(false);
  const [signingOut, signOutDialog] = useDisclosure(false);
  const target = useRef<HTMLButtonElement>(null);
  // The menu item that opened a dialog is gone when it closes: the focus goes back to this button.
  const refocusing = (close: () => void) => () => {
    close();
    target.current?.focus();
  };
  const patient = currentUser?.currentPatient;
  const name = patient ? `${patient.firstName} ${patient.lastName}` : '';
  const others = (currentUser?.patients ?? []).filter((p) => p.id !== patient?.id);
  const languageNames: Record<Language, string> = { en: t('common.english'), es: t('common.spanish') };
  const chooseLanguage = (language: Language) => {
    void i18n.changeLanguage(language);
    // The login's e-mails follow the chosen language too.
    apiRequest('PATCH', '/api/portal/Auth/Language', { language }).catch(() => undefined);
  };
  return (
    <>
      <Menu position="bottom-end" width={220} withinPortal>
        <Menu.Target>
          <UnstyledButton
            ref={target}
            aria-label={t('layout.userMenu', { name })}
            style={{ display: 'flex', alignItems: 'center', gap: 8 }}
          >
            <Avatar color="blue" radius="xl" size="md" aria-hidden>
              {patient ? `${patient.firstName[0] ?? ''}${patient.lastName[0] ?? ''}` : ''}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="xs" truncate maw={160}>
              {name}
            </Text>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          {others.length > 0 && (
            <Menu.Item onClick={switchDialog.open}>{t('layout.switchPatient')}</Menu.Item>
          )}
          <Menu.Label>{t('layout.language')}</Menu.Label>
          {languages.map((language) => (
            <Menu.Item
              key={language}
              onClick={() => chooseLanguage(language)}
              aria-current={i18n.language === language ? 'true' : undefined}
              fw={i18n.language === language ? 700 : undefined}
              lang={language}
            >
              {languageNames[language]}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item color="red" onClick={signOutDialog.open}>
            {t('layout.signOut')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <SwitchPatientDialog opened={switching} onClose={refocusing(switchDialog.close)} patients={others} />
      <SignOutDialog opened={signingOut} onClose={refocusing(signOutDialog.close)} />
    </>
  );
}
