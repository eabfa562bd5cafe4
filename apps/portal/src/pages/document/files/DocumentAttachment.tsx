import { isTooLargeToUpload, uploadAccept } from '@clinic/api-contract';
import { formatFileSize } from '@clinic/forms-react';
import { Alert, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../alerts/AlertsProvider';
import { useAlerts } from '../../../alerts/alertsContext';
import { useDocument } from '../../../api/documents';
import { downloadAttachment, useUploadAttachment } from './documentFileCalls';

/**
 * The file attached to a document (a scanned card, a referral letter...): the patient attaches
 * one while the document is a draft (PUT Upload/{id}), and may download what is attached. The
 * server keeps one file per document, so attaching another replaces it, as the hint says.
 */
export function DocumentAttachment({ documentId }: { documentId: string }) {
  const { t, i18n } = useTranslation();
  const alerts = useAlerts();
  const hintId = useId();
  const resetPicker = useRef<() => void>(null);
  const shared = useDocument(documentId).data;
  const upload = useUploadAttachment(documentId);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!shared) return null;
  const file = shared.file;
  const editable = !(shared.locked || shared.status === 'Completed');
  if (!file && !editable) return null;

  const attach = (picked: File | null) => {
    resetPicker.current?.();
    if (!picked) return;
    if (isTooLargeToUpload(picked)) {
      setRefusal(t('documentFiles.tooLarge'));
      return;
    }
    setRefusal(null);
    upload.mutate(picked, {
      onSuccess: (saved) =>
        alerts.success(t('documentFiles.attached', { name: saved.file?.fileName ?? picked.name })),
      // The server's reason (type refused, too large) is shown where the patient attached the file.
      onError: (error) => setRefusal(errorMessageOf(error)),
    });
  };
  const fetchFile = () => downloadAttachment(documentId).catch((error: unknown) => alerts.error(error));

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`${hintId}-title`}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={`${hintId}-title`}>
          {t('documentFiles.attachmentTitle')}
        </Title>
        {file ? (
          <ul
            aria-label={t('documentFiles.attachmentTitle')}
            style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}
          >
            <li>
              <Group gap="sm" wrap="wrap">
                <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {file.fileName}
                </Text>
                <Text size="sm" c="dimmed">
                  {formatFileSize(file.sizeBytes, i18n.language)}
                </Text>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  aria-label={t('documentFiles.downloadFileOf', { name: file.fileName })}
                  onClick={() => void fetchFile()}
                >
                  {t('documentFiles.downloadFile')}
                </Button>
              </Group>
            </li>
          </ul>
        ) : (
          <Text size="sm" c="dimmed">
            {t('documentFiles.noFile')}
          </Text>
        )}
        {editable && (
          <>
            <Text size="sm" id={hintId}>
              {t('documentFiles.attachHint')} {file ? t('documentFiles.replaceHint') : null}
            </Text>
            <FileButton onChange={attach} accept={uploadAccept} resetRef={resetPicker}>
              {(picker) => (
                <Button
                  {...picker}
                  variant="default"
                  loading={upload.isPending}
                  aria-describedby={hintId}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {file ? t('documentFiles.replaceLabel') : t('documentFiles.attachLabel')}
                </Button>
              )}
            </FileButton>
            {upload.isPending && upload.variables && (
              <Text size="sm" role="status">
                {t('documentFiles.uploading', { name: upload.variables.name })}
              </Text>
            )}
            {refusal && (
              <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
                {refusal}
              </Alert>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
