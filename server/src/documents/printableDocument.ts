import {
  createDocumentEngine,
  type DisplayHtml,
  type DisplayValue,
  type DocumentContext,
  type DocumentLanguage,
  displayDate,
  displayDateTime,
  displayValue,
  documentStatusText,
  EMPTY_VALUE_TEXT,
  type FormContent,
  PAGE_BREAK_TYPE,
  type Results,
} from '@clinic/forms-core';
import { componentLabel } from './componentLabel';
import { htmlToText } from './htmlToText';
import { isoInstant } from './isoInstant';
import { printableTexts } from './printableTexts';
import { withoutBlankPages } from './withoutBlankPages';

/** A component's value as printed: forms-core's display value; rich text is printed as text. */
export type PrintValue = Exclude<DisplayValue, DisplayHtml>;

/** One printed block of a document: what both the HTML and the PDF rendering draw. */
export type PrintItem =
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'field'; componentId: string; label: string; value: PrintValue }
  | { kind: 'pageBreak' };

export interface PrintableDocument {
  title: string;
  language: DocumentLanguage;
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
  /** The language of the page's own words and of the values' words; English by default. */
  language?: DocumentLanguage;
  /** The clinic's IANA zone for instants in values (clinicTimeZones); UTC by default. */
  timeZone?: string;
  /** What the document is prepared with (collections, the `form` scope, the header): as the viewer. */
  context?: DocumentContext;
}

const shownText = (value: DisplayValue) => (value.kind === 'text' ? value.text : EMPTY_VALUE_TEXT);

/**
 * The printable form of a document: every visible component's label and value, in document order,
 * as the document pipeline prepares it (computed labels, options and conditions resolved; a
 * completed document's header and chart sections as they were completed).
 */
export function printableDocument(source: PrintSource): PrintableDocument {
  const language = source.language ?? 'en';
  const engine = createDocumentEngine({
    content: source.content,
    results: source.results,
    language,
    snapshot: source.status === 'Completed',
    ...(source.context ? { context: source.context } : {}),
  });
  const items: PrintItem[] = [];
  // Document order is forms-core's page order (assignPages), so a page break nested in a column
  // cuts the printout where it cuts the viewer's pages.
  for (const component of engine.components.values()) {
    // Every page break cuts a page, as in the viewer (pageCount), whatever its own hidden says.
    if (component.elType === PAGE_BREAK_TYPE) {
      items.push({ kind: 'pageBreak' });
      continue;
    }
    if (engine.isHidden(component.id)) continue;
    const properties = engine.getProperties(component.id);
    const value = engine.getValue(component.id);
    const label = componentLabel({ ...component, properties });
    if (component.elType === 'SectionHeader') {
      items.push({ kind: 'heading', text: label });
      continue;
    }
    const shown = displayValue(component, properties, value, {
      language,
      timeZone: source.timeZone ?? 'UTC',
      // Paper has no reader's zone: instants carry the clinic zone's name unless it is UTC.
      viewerTimeZone: 'UTC',
    });
    if (shown.kind !== 'html') items.push({ kind: 'field', componentId: component.id, label, value: shown });
    else {
      // Rich text is printed as its text: the printout shows no markup at all.
      const text = htmlToText(shown.html);
      if (text) items.push({ kind: 'text', text });
    }
  }
  const texts = printableTexts[language];
  return {
    title: source.formName,
    language,
    details: [
      { label: texts.patient, value: source.patient.fullName },
      { label: texts.mrn, value: source.patient.mrn },
      { label: texts.dateOfBirth, value: shownText(displayDate(source.patient.dateOfBirth, { language })) },
      // Instants come from the database as "2026-11-01 19:17:13.899+00", which no format reads.
      {
        label: texts.effectiveDate,
        value: shownText(displayDate(isoInstant(source.effectiveDate), { language })),
      },
      { label: texts.status, value: documentStatusText(source.status, { language }) },
      {
        label: texts.completed,
        value: shownText(displayDateTime(isoInstant(source.completedAt), { language })),
      },
      { label: texts.createdBy, value: source.author ?? EMPTY_VALUE_TEXT },
    ],
    items: withoutBlankPages(items),
  };
}
