import PDFDocument from 'pdfkit';
import type { PrintableDocument, PrintItem } from './printableDocument';

/** pdfkit draws PNG and JPEG only; other images are named in text instead. */
const drawable = /^data:image\/(png|jpeg);base64,/;

function drawItem(pdf: PDFKit.PDFDocument, item: PrintItem): void {
  switch (item.kind) {
    case 'heading':
      pdf.moveDown(0.5).font('Helvetica-Bold').fontSize(13).text(item.text).moveDown(0.3);
      return;
    case 'text':
      pdf.font('Helvetica').fontSize(10).text(item.text).moveDown(0.5);
      return;
    case 'field':
      pdf.font('Helvetica-Bold').fontSize(10).text(item.label);
      pdf.font('Helvetica').fontSize(10).text(item.value).moveDown(0.5);
      return;
    case 'image':
      pdf.font('Helvetica-Bold').fontSize(10).text(item.label);
      if (item.dataUrl && drawable.test(item.dataUrl)) {
        const bytes = Buffer.from(item.dataUrl.slice(item.dataUrl.indexOf(',') + 1), 'base64');
        try {
          pdf.image(bytes, { fit: [350, 150] });
        } catch {
          pdf.font('Helvetica').text('(image could not be drawn)');
        }
      } else if (item.dataUrl) pdf.font('Helvetica').text('(image)');
      pdf.font('Helvetica').fontSize(10).text(item.caption).moveDown(0.5);
      return;
    case 'pageBreak':
      pdf.addPage();
      return;
  }
}

/** The PDF of one or more printable documents, each starting on a new page. */
export function renderDocumentsPdf(title: string, documents: readonly PrintableDocument[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: title }, autoFirstPage: false });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    for (const document of documents) {
      pdf.addPage();
      pdf.font('Helvetica-Bold').fontSize(16).text(document.title).moveDown(0.3);
      for (const detail of document.details) {
        pdf.font('Helvetica-Bold').fontSize(9).text(`${detail.label}: `, { continued: true });
        pdf.font('Helvetica').text(detail.value);
      }
      pdf.moveDown();
      for (const item of document.items) drawItem(pdf, item);
    }
    pdf.end();
  });
}
