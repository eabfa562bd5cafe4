import { Alert, Button, Center, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** A route chunk that failed to load ('Loading chunk failed') offers a reload rather than a blank page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const chunkFailed =
    error instanceof Error &&
    /chunk|dynamically imported module|Importing a module script/i.test(error.message);
  return (
    <Center mih="100vh" p="md">
      <Stack align="center">
        <Alert color="red" role="alert" title={t('common.error')}>
          {chunkFailed ? t('common.chunkFailed') : t('common.error')}
        </Alert>
        <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
      </Stack>
    </Center>
  );
}
