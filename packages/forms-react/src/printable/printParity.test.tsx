import { DOCUMENT_LANGUAGES, type DocumentLanguage } from '@clinic/forms-core';
import { render, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  joinedText,
  printParityContent,
  printParityResults,
  printParityTexts,
} from '../../../forms-core/src/document/displayValue/printParity.testing';
import { registerAllFields } from '../fields/registerAllFields';
import { FormLanguageProvider } from '../i18n/formLanguage';
import { loadLazyComponents } from '../render/lazyComponent';
import { FormStoreProvider } from '../store/FormStoreContext';
import { createFormStore } from '../store/formStore';
import { PrintableForm } from './PrintableForm';

/** The text a reader sees in a component, label and screen-reader-only text left out. */
function shownPieces(element: Element): string[] {
  const pieces: string[] = [];
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('.cf-label, .cf-visually-hidden')) continue;
    const text = node.textContent?.trim();
    if (text) pieces.push(text);
  }
  return pieces;
}

async function printedTexts(language: DocumentLanguage) {
  let ready = false;
  const { container, unmount } = render(
    <FormLanguageProvider value={language}>
      <FormStoreProvider
        store={createFormStore({ content: printParityContent, initialResults: printParityResults })}
      >
        <PrintableForm
          onReady={() => {
            ready = true;
          }}
        />
      </FormStoreProvider>
    </FormLanguageProvider>,
  );
  await waitFor(() => expect(ready).toBe(true));
  const texts = printParityTexts[language].map(({ id }) => {
    const field = container.querySelector(`[data-component-id="${id}"]`);
    return {
      id,
      label: field?.querySelector('.cf-label')?.textContent?.trim() ?? '',
      text: field ? joinedText(shownPieces(field)) : '',
    };
  });
  unmount();
  return texts;
}

describe("staff Print (PrintableForm) shows each component's display value", () => {
  beforeAll(async () => {
    registerAllFields();
    await loadLazyComponents();
  });

  it.each(DOCUMENT_LANGUAGES)('the texts the printed page and the PDF show (%s)', async (language) => {
    expect(await printedTexts(language)).toEqual(printParityTexts[language]);
  });
});
