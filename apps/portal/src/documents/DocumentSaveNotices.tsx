import { type RestoreOutcome, useRestoreNotice } from '@clinic/forms-react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * What the patient must know about saving beyond the status line: someone else changed the
 * document first (nothing more is saved; only a reload shows the current version), and what
 * became of answers kept on this device when the document opened.
 */
export function DocumentSaveNotices({
  conflict,
  restored,
  onReload,
}: {
  conflict: boolean;
  restored: RestoreOutcome;
  onReload(): void;
}) {
  const { t } = useTranslation();
  const restoreNotice = useRestoreNotice(restored);
  return (
    <>
      {restoreNotice && (
        <Alert color={restored === 'outdated' ? 'orange' : 'blue'} role="status">
          {restoreNotice}
        </Alert>
      )}
      {conflict && (
        <Alert color="orange" role="alert">
          <Stack gap="xs">
            <Text size="sm">{t('document.conflict')}</Text>
            <Group>
              <Button size="xs" onClick={onReload}>
                {t('document.reload')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
    </>
  );
}
