import { Button, Group } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../../../alerts/alertsContext';
import { downloadDocumentPdf } from './documentFileCalls';
import { PrintDialog } from './PrintDialog';

interface DocumentFileActionsProps {
  documentId: string;
  /** The form's name: names the actions of a row for screen readers, and the print dialog. */
  name: string;
  completed: boolean;
  /** Small buttons named after the document, for a table row. */
  inRow?: boolean;
}

/** Print (any shared document) and Download PDF (completed documents: the server makes no draft PDF). */
export function DocumentFileActions({
  documentId,
  name,
  completed,
  inRow = false,
}: DocumentFileActionsProps) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const [printing, setPrinting] = useState(false);
  const pdf = useMutation({
    mutationFn: () => downloadDocumentPdf(documentId),
    onSuccess: () => alerts.success(t('documentFiles.pdfStarted')),
    onError: (error) => alerts.error(error),
  });
  const size = inRow ? 'compact-sm' : 'sm';
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size={size}
        variant="default"
        aria-label={inRow ? t('documentFiles.printOf', { name }) : undefined}
        onClick={() => setPrinting(true)}
      >
        {t('documentFiles.print')}
      </Button>
      {completed && (
        <Button
          size={size}
          variant="default"
          loading={pdf.isPending}
          aria-label={inRow ? t('documentFiles.downloadPdfOf', { name }) : undefined}
          onClick={() => pdf.mutate()}
        >
          {t('documentFiles.downloadPdf')}
        </Button>
      )}
      {printing && <PrintDialog documentId={documentId} name={name} onClose={() => setPrinting(false)} />}
    </Group>
  );
}
