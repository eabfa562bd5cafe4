import {
  EMPTY_VALUE_TEXT,
  eachLayoutComponent,
  evaluateHidden,
  type FormContent,
  formatDisplayDate,
  formatDisplayDateTime,
  PAGE_BREAK_TYPE,
  type Results,
} from '@clinic/forms-core';
import { componentLabel } from './componentLabel';
import { formatPrintValue } from './formatPrintValue';
import { htmlToText } from './htmlToText';
import { isoInstant } from './isoInstant';
import { resultsScope } from './resultsScope';
import { withoutBlankPages } from './withoutBlankPages';

/** One printed block of a document: what both the HTML and the PDF rendering draw. */
export type PrintItem =
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'field'; label: string; value: string }
  | { kind: 'image'; label: string; dataUrl: string | null; caption: string }
  | { kind: 'pageBreak' };

export interface PrintableDocument {
  title: string;
  /** Header lines: patient, MRN, dates, status, author. */
  details: Array<{ label: string; value: string }>;
  items: PrintItem[];
}

export interface PrintSource {
  formName: string;
  content: FormContent;
  results: Results;
  status: string;
  effectiveDate: string | null;
  completedAt: string | null;
  patient: { fullName: string; mrn: string; dateOfBirth: string };
  author: string | null;
}

/** Only raster images are drawn: an SVG data URL could carry script. */
const imageDataUrl = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]+$/;

/** The printable form of a document: every visible component's label and value, in document order. */
export function printableDocument(source: PrintSource): PrintableDocument {
  const scope = resultsScope(source.results);
  const items: PrintItem[] = [];
  // Document order is forms-core's page order (assignPages), so a page break nested in a column
  // cuts the printout where it cuts the viewer's pages.
  for (const component of eachLayoutComponent(source.content.rows)) {
    // Every page break cuts a page, as in the viewer (pageCount), whatever its own hidden says.
    if (component.elType === PAGE_BREAK_TYPE) {
      items.push({ kind: 'pageBreak' });
      continue;
    }
    if (evaluateHidden(component.properties.hidden, scope)) continue;
    const value = Object.hasOwn(source.results, component.id) ? source.results[component.id] : undefined;
    const label = componentLabel(component);
    switch (component.elType) {
      case 'SectionHeader':
        items.push({ kind: 'heading', text: label });
        break;
      case 'Text':
      case 'Html':
      case 'FormHeader': {
        const text = htmlToText(String(value ?? component.properties.value ?? ''));
        if (text) items.push({ kind: 'text', text });
        break;
      }
      case 'Signature':
      case 'Picture':
        items.push(imageItem(component.elType, label, value));
        break;
      default:
        items.push({ kind: 'field', label, value: formatPrintValue(value) });
    }
  }
  return {
    title: source.formName,
    details: [
      { label: 'Patient', value: source.patient.fullName },
      { label: 'MRN', value: source.patient.mrn },
      { label: 'Date of birth', value: formatDisplayDate(source.patient.dateOfBirth) },
      // Instants come from the database as "2026-11-01 19:17:13.899+00", which no format reads.
      { label: 'Effective date', value: formatDisplayDate(isoInstant(source.effectiveDate)) },
      { label: 'Status', value: source.status },
      { label: 'Completed', value: formatDisplayDateTime(isoInstant(source.completedAt)) },
      { label: 'Created by', value: source.author ?? EMPTY_VALUE_TEXT },
    ],
    items: withoutBlankPages(items),
  };
}

function imageItem(elType: 'Signature' | 'Picture', label: string, value: unknown): PrintItem {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const image = elType === 'Signature' ? record.signature : record.picture;
  const dataUrl = typeof image === 'string' && imageDataUrl.test(image) ? image : null;
  const signedBy = typeof record.signedBy === 'string' ? record.signedBy : '';
  const date = typeof record.date === 'string' ? formatDisplayDateTime(record.date) : '';
  const caption =
    [signedBy, dataUrl ? date : ''].filter(Boolean).join(' — ') || (dataUrl ? '' : EMPTY_VALUE_TEXT);
  return { kind: 'image', label, dataUrl, caption };
}
