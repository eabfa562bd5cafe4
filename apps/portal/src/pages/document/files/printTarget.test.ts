import { describe, expect, it } from 'vitest';
import { pdfTokenPath, printablePath } from './printTarget';

const id = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('print targets', () => {
  it("names one document's printable page and PDF link", () => {
    expect(printablePath({ kind: 'document', id })).toBe(`/api/portal/Documents/RenderDocument/${id}`);
    expect(pdfTokenPath({ kind: 'document', id })).toBe(`/api/portal/Documents/${id}/PdfDownloadToken`);
  });

  it("names a document group's printable page and PDF link", () => {
    expect(printablePath({ kind: 'group', id })).toBe(`/api/portal/Documents/RenderDocumentGroup/${id}`);
    expect(pdfTokenPath({ kind: 'group', id })).toBe(`/api/portal/Documents/Group/${id}/PdfDownloadToken`);
  });
});
