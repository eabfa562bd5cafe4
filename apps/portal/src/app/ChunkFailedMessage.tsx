import type { ChunkFailure } from '@clinic/forms-react/chunkLoading';
import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Reloads the page: a stylesheet that failed stays failed in this document (Vite will not ask again). */
function reloadPage(): void {
  window.location.reload();
}

/**
 * portal.md section 8's message for code (or its stylesheet) that did not load or timed out, with
 * a Reload action. `onRetry` fetches a script again in place (what is on the page stays); without
 * it, or for a stylesheet, the page reloads.
 */
export function ChunkFailedMessage({ failure, onRetry }: { failure: ChunkFailure; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      role="alert"
      title={failure === 'css' ? t('common.cssChunkFailed') : t('common.chunkFailed')}
    >
      <Group>
        <Button size="xs" onClick={failure === 'script' && onRetry ? onRetry : reloadPage}>
          {t('common.reload')}
        </Button>
      </Group>
    </Alert>
  );
}
