import { type CoreFormsStoredFile, uploadAccept } from '@clinic/api-contract';
import { formatFileSize } from '@clinic/forms-react';
import { Button, FileButton, Group, Text } from '@mantine/core';
import { currentTexts } from '../../i18n/areaTexts';
import { documentsTexts as texts } from './documentsTexts';

/**
 * The document's one attached file (a scan, or what the patient attached in the portal): its
 * name and size with Download, and, on a draft, Attach (or Replace) a PDF or an image.
 */
export function DocumentAttachment({
  file,
  draft,
  busy,
  onAttach,
  onDownload,
}: {
  file: CoreFormsStoredFile | null;
  draft: boolean;
  busy: string | null;
  onAttach: (file: File) => void;
  onDownload: () => void;
}) {
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={texts.attachmentTitle}>
      <Text size="sm" fw={600}>
        {texts.attachmentTitle}:
      </Text>
      <Text size="sm" c={file ? undefined : 'dimmed'}>
        {file
          ? `${file.fileName} (${formatFileSize(file.sizeBytes, currentTexts().app.locale)})`
          : texts.noFile}
      </Text>
      {file && (
        <Button
          size="compact-sm"
          variant="default"
          onClick={onDownload}
          loading={busy === 'file'}
          aria-label={texts.downloadFileOf(file.fileName)}
        >
          {texts.downloadFile}
        </Button>
      )}
      {draft && (
        <FileButton onChange={(picked) => picked && onAttach(picked)} accept={uploadAccept}>
          {(props) => (
            <Button size="compact-sm" variant="default" loading={busy === 'attach'} {...props}>
              {file ? texts.replaceFile : texts.attachFile}
            </Button>
          )}
        </FileButton>
      )}
      {draft && (
        <Text size="xs" c="dimmed">
          {file ? texts.replaceHint : texts.attachHint}
        </Text>
      )}
    </Group>
  );
}
