import '../../../dialogs/dialogStyles';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../alerts/AlertsProvider';
import { PageLoader } from '../../../app/PageLoader';
import { fetchPrintableHtml } from './documentFileCalls';
import { printableFrameHtml } from './printableHtml';
import type { PrintTarget } from './printTarget';

interface PrintDialogProps {
  target: PrintTarget;
  /** The form's or the group's name, in the title. */
  name: string;
  onClose(): void;
}

/**
 * The printable document or group (RenderDocument, RenderDocumentGroup) shown first, so a
 * patient on a phone can read it too, with a Print button for the browser's print dialog. The page sits in a sandboxed frame: no
 * script runs in it, and only the document prints, without the portal around it.
 */
export function PrintDialog({ target, name, onClose }: PrintDialogProps) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const printable = useQuery({
    queryKey: ['Documents', 'printable', target.kind, target.id],
    queryFn: async () => printableFrameHtml(await fetchPrintableHtml(target)),
    // Always what the server holds now: the patient may have just saved.
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('documentFiles.printTitle', { name })}
      size="xl"
      // Its Close button closes it (and Escape): a second "Close", the corner X, would only repeat it.
      withCloseButton={false}
    >
      <Stack>
        {printable.isPending ? (
          <PageLoader />
        ) : printable.isError ? (
          <Alert color="red" role="alert">
            {errorMessageOf(printable.error)}
          </Alert>
        ) : (
          <iframe
            ref={frame}
            title={t('documentFiles.printFrame', { name })}
            sandbox="allow-same-origin allow-modals"
            srcDoc={printable.data}
            style={{ width: '100%', height: '60vh', border: '1px solid var(--mantine-color-gray-4)' }}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('documentFiles.close')}
          </Button>
          <Button
            disabled={!printable.isSuccess}
            onClick={() => frame.current?.contentWindow?.print()}
            data-autofocus
          >
            {t('documentFiles.printNow')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
