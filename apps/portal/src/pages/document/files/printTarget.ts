/** What the print and PDF actions act on: one shared document, or a document group as a whole. */
export type PrintTarget = { kind: 'document'; id: string } | { kind: 'group'; id: string };

/** The server's printable HTML page of the target (RenderDocument / RenderDocumentGroup). */
export function printablePath(target: PrintTarget): string {
  return target.kind === 'document'
    ? `/api/portal/Documents/RenderDocument/${target.id}`
    : `/api/portal/Documents/RenderDocumentGroup/${target.id}`;
}

/** Where a five-minute PDF link of the target is asked for; the link then names the same id. */
export function pdfTokenPath(target: PrintTarget): string {
  return target.kind === 'document'
    ? `/api/portal/Documents/${target.id}/PdfDownloadToken`
    : `/api/portal/Documents/Group/${target.id}/PdfDownloadToken`;
}
