import { chunkFailureOf } from '@clinic/forms-react/chunkLoading';
import { Alert, Button, Center, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ChunkFailedMessage } from './ChunkFailedMessage';

/** A failed page (or a chunk that could not load after a deploy, or timed out) offers a reload, never a blank page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const failure = chunkFailureOf(error);
  return (
    <Center mih="60vh" p="md">
      {failure ? (
        <ChunkFailedMessage failure={failure} />
      ) : (
        <Stack align="center">
          <Alert color="red" role="alert" title={t('common.error')}>
            {error instanceof Error ? error.message : t('common.error')}
          </Alert>
          <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
        </Stack>
      )}
    </Center>
  );
}
