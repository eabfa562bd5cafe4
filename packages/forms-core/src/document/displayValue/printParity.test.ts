import { describe, expect, it } from 'vitest';
import { eachLayoutComponent } from '../../model/walkLayout';
import { displayValue } from '../displayValue';
import { DOCUMENT_LANGUAGES } from '../documentLanguage';
import type { DisplayCell, DisplayValue } from './displayValueTypes';
import { joinedText, printParityContent, printParityResults, printParityTexts } from './printParity.testing';

const cellPieces = (cell: DisplayCell): string[] =>
  cell.kind === 'empty'
    ? ['--']
    : cell.kind === 'text'
      ? [cell.text]
      : cell.kind === 'lines'
        ? cell.lines
        : [cell.caption];

const pieces = (value: DisplayValue): string[] =>
  value.kind === 'table'
    ? [...value.columns, ...value.rows.flat().flatMap(cellPieces)]
    : value.kind === 'html'
      ? []
      : cellPieces(value);

describe('the print parity document', () => {
  it.each(DOCUMENT_LANGUAGES)('expects what displayValue gives (%s)', (language) => {
    const shown = [...eachLayoutComponent(printParityContent.rows)].map((component) => ({
      id: component.id,
      label: String(component.properties.label),
      text: joinedText(
        pieces(displayValue(component, component.properties, printParityResults[component.id], { language })),
      ),
    }));
    expect(shown).toEqual(printParityTexts[language]);
  });
});
