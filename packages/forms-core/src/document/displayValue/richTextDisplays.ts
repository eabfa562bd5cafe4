import { isEmptyRichText } from '../../rules/isEmptyRichText';
import { EMPTY_DISPLAY, textCell } from './displayCells';
import { displayTexts } from './displayTexts';
import type { DisplayFormatter, DisplayValue } from './displayValueTypes';

const htmlOrEmpty = (html: unknown): DisplayValue =>
  typeof html === 'string' && !isEmptyRichText(html) ? { kind: 'html', html } : EMPTY_DISPLAY;

/** Text: its content is the value property; the catalogue's 'Example text' shows translated. */
export const textComponentDisplay: DisplayFormatter = (_value, properties, { language }) => {
  const html = properties.value;
  return htmlOrEmpty(html === 'Example text' ? displayTexts[language].exampleText : html);
};

/** Html: the author's HTML (the value property). */
export const htmlDisplay: DisplayFormatter = (_value, properties) => htmlOrEmpty(properties.value);

/** Form Header: the HTML the host built for the document, stored as its value. */
export const formHeaderDisplay: DisplayFormatter = (value) => htmlOrEmpty(value);

/** SectionHeader: its label is the heading. */
export const sectionHeaderDisplay: DisplayFormatter = (_value, properties) =>
  textCell(typeof properties.label === 'string' ? properties.label : null);

/** PageBreak shows nothing. */
export const pageBreakDisplay: DisplayFormatter = () => EMPTY_DISPLAY;
