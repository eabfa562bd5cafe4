import { Alert, Button, Center, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** A failed page (or a chunk that could not load after a deploy) offers a reload, never a blank page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const chunkFailed =
    error instanceof Error &&
    /chunk|dynamically imported module|Importing a module script/i.test(error.message);
  return (
    <Center mih="60vh" p="md">
      <Stack align="center">
        <Alert color="red" role="alert" title={t('common.error')}>
          {chunkFailed ? t('common.chunkFailed') : error instanceof Error ? error.message : t('common.error')}
        </Alert>
        <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
      </Stack>
    </Center>
  );
}
