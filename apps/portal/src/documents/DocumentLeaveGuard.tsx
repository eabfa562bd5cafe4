import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { isSignedIn } from '../session/sessionStore';

/**
 * Asks before leaving a document with unsaved answers for another page of the portal (the
 * document session asks the browser's own question before the tab closes). `isDirty` is read as
 * the patient navigates, so completing and moving on at once is never held up; neither is
 * signing out (no session any more).
 */
export function DocumentLeaveGuard({ isDirty }: { isDirty: () => boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty() && isSignedIn() && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('document.leaveTitle')}
      centered
    >
      <Text>{t('document.leaveQuestion')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          {t('document.stay')}
        </Button>
        <Button color="red.9" onClick={() => blocker.proceed?.()}>
          {t('document.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
