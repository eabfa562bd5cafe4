import { Button, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../../../alerts/alertsContext';
import { downloadPdf } from './documentFileCalls';
import { PrintDialog } from './PrintDialog';
import type { PrintTarget } from './printTarget';

interface PrintPdfActionsProps {
  target: PrintTarget;
  /** The form's or group's name: names the actions of a row for screen readers, and the print dialog. */
  name: string;
  /** The server makes PDFs of completed documents only. */
  completed: boolean;
  /** Small buttons named after the target, for a table row. */
  inRow?: boolean;
  /**
   * Why there is no PDF yet. Given, an incomplete target shows Download PDF disabled with this
   * note (so a patient filling a set learns it will come); otherwise the button is left out.
   */
  pdfPendingNote?: string;
}

/** Print (drafts too: what is saved so far) and Download PDF (completed only). */
export function PrintPdfActions({
  target,
  name,
  completed,
  inRow = false,
  pdfPendingNote,
}: PrintPdfActionsProps) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const noteId = useId();
  const [printing, setPrinting] = useState(false);
  const pdf = useMutation({
    mutationFn: () => downloadPdf(target),
    onSuccess: () => alerts.success(t('documentFiles.pdfStarted')),
    onError: (error) => alerts.error(error),
  });
  const size = inRow ? 'compact-sm' : 'sm';
  const showNote = !completed && pdfPendingNote !== undefined;
  return (
    <Group gap="xs" wrap="wrap">
      <Group gap="xs" wrap="nowrap">
        <Button
          size={size}
          variant="default"
          aria-label={inRow ? t('documentFiles.printOf', { name }) : undefined}
          onClick={() => setPrinting(true)}
        >
          {t('documentFiles.print')}
        </Button>
        {(completed || showNote) && (
          <Button
            size={size}
            variant="default"
            disabled={!completed}
            loading={pdf.isPending}
            aria-label={inRow ? t('documentFiles.downloadPdfOf', { name }) : undefined}
            aria-describedby={showNote ? noteId : undefined}
            onClick={() => pdf.mutate()}
          >
            {t('documentFiles.downloadPdf')}
          </Button>
        )}
      </Group>
      {showNote && (
        <Text id={noteId} size="sm" c="dimmed">
          {pdfPendingNote}
        </Text>
      )}
      {printing && <PrintDialog target={target} name={name} onClose={() => setPrinting(false)} />}
    </Group>
  );
}
