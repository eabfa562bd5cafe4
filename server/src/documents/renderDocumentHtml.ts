import { type DisplayCell, EMPTY_VALUE_TEXT, escapeHtml } from '@clinic/forms-core';
import type { PrintableDocument, PrintItem, PrintValue } from './printableDocument';

/** Line breaks of a value kept in print. */
const multiline = (text: string) => escapeHtml(text).replace(/\n/g, '<br>');

/**
 * What the HTML of a document may do: nothing but show inline styles and data-URL images.
 * Sent as the response's Content-Security-Policy, so even a value that slipped past escaping
 * could not run a script.
 */
export const printableHtmlPolicy = "default-src 'none'; img-src data:; style-src 'unsafe-inline'";

/** The printable page's one style sheet; the portal's print frame allows exactly it (web/appPagePolicy.ts). */
export const printableStyle = `
body { font-family: Helvetica, Arial, sans-serif; color: #222; margin: 24px; }
h1 { font-size: 20px; margin: 0 0 8px; }
h2 { font-size: 16px; margin: 20px 0 8px; border-bottom: 1px solid #ccc; }
.details { margin-bottom: 16px; font-size: 13px; }
.field { margin: 6px 0; }
.label { font-weight: bold; }
.value { white-space: normal; }
img { max-height: 150px; max-width: 350px; display: block; border: 1px solid #ddd; }
table { border-collapse: collapse; font-size: 13px; }
th, td { border: 1px solid #ccc; padding: 2px 6px; text-align: left; vertical-align: top; }
td img { max-height: 60px; }
.page-break { page-break-after: always; break-after: page; }
.document + .document { page-break-before: always; break-before: page; }
`;

function renderCell(cell: DisplayCell, label: string): string {
  switch (cell.kind) {
    case 'empty':
      return EMPTY_VALUE_TEXT;
    case 'text':
      return multiline(cell.text);
    case 'lines':
      return cell.lines.map(escapeHtml).join('<br>');
    case 'image':
      return `<img alt="${escapeHtml(label)}" src="${escapeHtml(cell.dataUrl)}">${
        cell.caption ? `<div class="value">${escapeHtml(cell.caption)}</div>` : ''
      }`;
  }
}

function renderValue(value: PrintValue, label: string): string {
  if (value.kind !== 'table') return `<div class="value">${renderCell(value, label)}</div>`;
  const head = value.columns.map((column) => `<th>${escapeHtml(column)}</th>`).join('');
  const rows = value.rows
    .map(
      (row) =>
        `<tr>${row.map((cell, index) => `<td>${renderCell(cell, value.columns[index] ?? label)}</td>`).join('')}</tr>`,
    )
    .join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

function renderItem(item: PrintItem): string {
  switch (item.kind) {
    case 'heading':
      return `<h2>${escapeHtml(item.text)}</h2>`;
    case 'text':
      return `<p>${multiline(item.text)}</p>`;
    case 'field':
      return `<div class="field" data-component-id="${escapeHtml(item.componentId)}"><div class="label">${escapeHtml(
        item.label,
      )}</div>${renderValue(item.value, item.label)}</div>`;
    case 'pageBreak':
      return '<div class="page-break"></div>';
  }
}

function renderSection(document: PrintableDocument): string {
  const details = document.details
    .map(
      (detail) =>
        `<div><span class="label">${escapeHtml(detail.label)}:</span> ${escapeHtml(detail.value)}</div>`,
    )
    .join('');
  return `<section class="document"><h1>${escapeHtml(document.title)}</h1><div class="details">${details}</div>${document.items
    .map(renderItem)
    .join('\n')}</section>`;
}

/** A whole printable page of one or more documents (a document group prints them one after another). */
export function renderDocumentsHtml(title: string, documents: readonly PrintableDocument[]): string {
  return `<!DOCTYPE html>
<html lang="${documents[0]?.language ?? 'en'}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${printableStyle}</style></head>
<body>
${documents.map(renderSection).join('\n')}
</body></html>`;
}
