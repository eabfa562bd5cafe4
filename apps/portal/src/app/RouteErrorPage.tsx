import { chunkFailureOf } from '@clinic/forms-react/chunkLoading';
import { Alert, Button, Center, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ChunkFailedMessage } from './ChunkFailedMessage';

/**
 * A route chunk that failed or timed out ('Loading chunk failed', 'Loading CSS chunk failed')
 * offers a reload rather than a blank page; any other failure shows 'Error!' with the same action.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const failure = chunkFailureOf(error);
  return (
    <Center mih="100vh" p="md">
      {failure ? (
        <ChunkFailedMessage failure={failure} />
      ) : (
        <Stack align="center">
          <Alert color="red" role="alert" title={t('common.error')}>
            {t('common.error')}
          </Alert>
          <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
        </Stack>
      )}
    </Center>
  );
}
