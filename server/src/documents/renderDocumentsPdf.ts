import { type DisplayCell, type DocumentLanguage, EMPTY_VALUE_TEXT } from '@clinic/forms-core';
import PDFDocument from 'pdfkit';
import type { PrintableDocument, PrintItem, PrintValue } from './printableDocument';
import { printableTexts } from './printableTexts';

/** pdfkit draws PNG and JPEG only; other images are named in text instead. */
const drawable = /^data:image\/(png|jpeg);base64,/;

/** A table cell as text: pdfkit's tables hold text, so an image there shows its caption. */
function cellText(cell: DisplayCell, language: DocumentLanguage): string {
  switch (cell.kind) {
    case 'empty':
      return EMPTY_VALUE_TEXT;
    case 'text':
      return cell.text;
    case 'lines':
      return cell.lines.join('\n');
    case 'image':
      return cell.caption || printableTexts[language].image;
  }
}

function drawValue(pdf: PDFKit.PDFDocument, value: PrintValue, language: DocumentLanguage): void {
  pdf.font('Helvetica').fontSize(10);
  if (value.kind === 'table') {
    pdf.table({
      data: [
        value.columns.map((column) => ({
          text: column,
          type: 'TH' as const,
          font: { src: 'Helvetica-Bold' },
        })),
        ...value.rows.map((row) => row.map((cell) => cellText(cell, language))),
      ],
    });
  } else if (value.kind === 'image') {
    const texts = printableTexts[language];
    if (drawable.test(value.dataUrl)) {
      const bytes = Buffer.from(value.dataUrl.slice(value.dataUrl.indexOf(',') + 1), 'base64');
      try {
        pdf.image(bytes, { fit: [350, 150] });
      } catch {
        pdf.text(texts.imageNotDrawn);
      }
    } else pdf.text(texts.image);
    if (value.caption) pdf.text(value.caption);
  } else pdf.text(cellText(value, language));
  pdf.moveDown(0.5);
}

function drawItem(pdf: PDFKit.PDFDocument, item: PrintItem, language: DocumentLanguage): void {
  switch (item.kind) {
    case 'heading':
      pdf.moveDown(0.5).font('Helvetica-Bold').fontSize(13).text(item.text).moveDown(0.3);
      return;
    case 'text':
      pdf.font('Helvetica').fontSize(10).text(item.text).moveDown(0.5);
      return;
    case 'field':
      pdf.font('Helvetica-Bold').fontSize(10).text(item.label);
      drawValue(pdf, item.value, language);
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
      for (const item of document.items) drawItem(pdf, item, document.language);
    }
    pdf.end();
  });
}
