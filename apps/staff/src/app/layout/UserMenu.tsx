import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/UnstyledButton.css';
import { Button, Group, Menu, Modal, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MySignatureModal } from '../../account/MySignatureModal';
import { mySignatureTexts } from '../../account/mySignatureTexts';
import { languageNames, saveLanguage, staffLanguages } from '../../i18n/staffLanguage';
import { useStaffUser } from '../../session/StaffUserContext';
import { staffDisplayName } from '../../session/staffDisplayName';
import { isTechStaff, useSignOut } from '../../session/useSession';
import { ChangePasswordModal } from './ChangePasswordModal';

export function UserMenu() {
  const { t, i18n } = useTranslation();
  const user = useStaffUser();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [confirming, { open, close }] = useDisclosure(false);
  const [busy, setBusy] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const [signing, setSigning] = useState(false);
  const name = staffDisplayName(user);
  const confirmSignOut = async () => {
    setBusy(true);
    await signOut();
    navigate('/signin', { replace: true });
  };
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <UnstyledButton aria-label={t('userMenu.label', { name })} className="staff-user-button">
            <Text size="sm" fw={500} truncate maw={220}>
              {name}
            </Text>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{user.email}</Menu.Label>
          <Menu.Label>
            {isTechStaff(user) ? t('userMenu.roleTechStaff') : t('userMenu.roleStaff')}
            {user.advancedOptions ? ` · ${t('userMenu.advancedOptions')}` : ''}
          </Menu.Label>
          <Menu.Divider />
          <Menu.Item onClick={() => setSigning(true)}>{mySignatureTexts.menuItem}</Menu.Item>
          <Menu.Item onClick={() => setChangingPassword(true)}>{t('userMenu.changePassword')}</Menu.Item>
          <Menu.Divider />
          <Menu.Label>{t('userMenu.language')}</Menu.Label>
          {staffLanguages.map((language) => (
            <Menu.Item
              key={language}
              lang={language}
              aria-current={i18n.language === language ? 'true' : undefined}
              onClick={() => {
                saveLanguage(language);
                void i18n.changeLanguage(language);
              }}
            >
              {languageNames[language]}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item onClick={open}>{t('userMenu.signOut')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {changingPassword && <ChangePasswordModal onClose={() => setChangingPassword(false)} />}
      {signing && <MySignatureModal onClose={() => setSigning(false)} />}
      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={confirming}
        onClose={close}
        title={t('userMenu.signOutTitle')}
        centered
      >
        <Text mb="md">{t('userMenu.signOutConfirm')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={confirmSignOut} loading={busy}>
            {t('userMenu.signOut')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
