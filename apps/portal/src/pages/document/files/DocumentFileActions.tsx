import { PrintPdfActions } from './PrintPdfActions';

interface DocumentFileActionsProps {
  documentId: string;
  /** The form's name: names the actions of a row for screen readers, and the print dialog. */
  name: string;
  completed: boolean;
  /** Small buttons named after the document, for a table row. */
  inRow?: boolean;
}

/** Print and Download PDF of one shared document (the PDF for completed documents only). */
export function DocumentFileActions({ documentId, ...props }: DocumentFileActionsProps) {
  return <PrintPdfActions target={{ kind: 'document', id: documentId }} {...props} />;
}
