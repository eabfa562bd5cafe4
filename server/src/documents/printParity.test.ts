import { DOCUMENT_LANGUAGES, type DocumentLanguage } from '@clinic/forms-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  joinedText,
  printParityContent,
  printParityResults,
  printParityTexts,
} from '../../../packages/forms-core/src/document/displayValue/printParity.testing';
import { forms, formVersions } from '../db/schema';
import { createTestDocument } from '../routes/portal/documents/testing/portalDocumentFixtures';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../testing/demoFixtures';
import { type SignedIn, signInPortal } from '../testing/signIn';
import { pdfTextPieces } from './pdfText.testing';

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** Each field of a printed page: its label (the first piece of text) and the text after it. */
function htmlTexts(html: string) {
  return html
    .split('<div class="field" data-component-id="')
    .slice(1)
    .map((field) => {
      const id = field.slice(0, field.indexOf('"'));
      const [label = '', ...pieces] = field
        .slice(field.indexOf('>') + 1)
        .split(/<[^>]*>/)
        .map((piece) => piece.replace(/&(amp|lt|gt|quot|#39);/g, (_m, name: string) => entities[name] ?? ''))
        .map((piece) => piece.trim())
        .filter(Boolean);
      return { id, label, text: joinedText(pieces) };
    });
}

/** A PDF's text cut at each component's label (drawn on a line of its own). */
function pdfTexts(pdf: Buffer, expected: readonly { id: string; label: string }[]) {
  const pieces = pdfTextPieces(pdf);
  const starts = expected.map(({ label }) => pieces.indexOf(label));
  return expected.map(({ id, label }, index) => ({
    id,
    label: starts[index] === -1 ? '' : label,
    text: joinedText(pieces.slice((starts[index] ?? 0) + 1, starts[index + 1] ?? pieces.length)),
  }));
}

describe('the portal printout and the PDF show the display values staff Print shows', () => {
  let t: TestApp;
  let people: DemoPeople;
  let alex: SignedIn;
  let documentId: string;

  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
    alex = await signInPortal(t, people.demoLoginId, people.alexId);
    const db = t.database.db;
    const [form] = await db.insert(forms).values({ name: 'Visit summary' }).returning({ id: forms.id });
    if (!form) throw new Error('form not inserted');
    const [version] = await db
      .insert(formVersions)
      .values({ formId: form.id, name: 'Version 1', content: printParityContent })
      .returning({ id: formVersions.id });
    if (!version) throw new Error('version not inserted');
    documentId = await createTestDocument(t, { formId: form.id, versionId: version.id }, people.alexId, {
      results: printParityResults,
      status: 'Completed',
      completedAt: new Date().toISOString(),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, language: DocumentLanguage) =>
    t.app.inject({ method: 'GET', url, headers: { ...alex.headers, 'accept-language': language } });

  it.each(DOCUMENT_LANGUAGES)('printed page (%s)', async (language) => {
    const page = await get(`/api/portal/Documents/RenderDocument/${documentId}`, language);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain(`<html lang="${language}">`);
    expect(htmlTexts(page.body)).toEqual(printParityTexts[language]);
  });

  it.each(DOCUMENT_LANGUAGES)('PDF, by the link the app is given (%s)', async (language) => {
    const link = await get(`/api/portal/Documents/${documentId}/PdfDownloadToken`, language);
    expect(link.statusCode).toBe(200);
    // The browser opens the link without the app's Accept-Language: the link names the language.
    const pdf = await t.app.inject({ method: 'GET', url: link.json().url });
    expect(pdf.statusCode).toBe(200);
    expect(pdfTexts(pdf.rawPayload, printParityTexts[language])).toEqual(printParityTexts[language]);
  });
});
