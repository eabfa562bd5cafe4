import { expect, test } from '@playwright/test';
import { pdfTextPieces } from '../../server/src/documents/pdfText.testing';
import { completeDocument, downloadedPdf } from '../support/portalDocumentActions';
import { formContent } from '../support/portalDocuments';
import { choosePortalLanguage, portalDocumentTexts } from '../support/portalDocumentTexts';
import { signInToPortalViaApi, staffApi } from '../support/portalSession';
import { patientWithLogin, uniqueSuffix } from '../support/staffApp';

/**
 * A document's clinical sections come from the patient's chart, never from the portal: a
 * penicillin allergy staff recorded shows in the document the patient fills, stays in what they
 * completed, and prints in its PDF (issue 15, patient safety).
 */
const allergyForm = formContent([
  { elType: 'PatientAllergies', properties: {} },
  { elType: 'TextInput', properties: { label: 'Anything else we should know?', required: true } },
]);

const pdfLabels = { en: 'Download PDF', es: 'Descargar PDF' } as const;

for (const texts of portalDocumentTexts) {
  test(`a penicillin allergy in the chart shows in the portal document, the completed one and its PDF (${texts.name})`, async ({
    page,
  }) => {
    const patient = await patientWithLogin(uniqueSuffix());
    await staffApi('PUT', '/api/core/Allergy', {
      patientId: patient.id,
      otherAllergen: 'Penicillin',
      otherReaction: 'Hives',
    });
    const form = await staffApi<{ id: string }>('PUT', '/api/core/Forms', {
      name: `Allergy check ${uniqueSuffix()}`,
      content: allergyForm,
      documentInstructions: '',
    });
    const document = await staffApi<{ id: string }>('PUT', '/api/core/Documents', {
      formId: form.id,
      patientId: patient.id,
    });
    await staffApi('PATCH', `/api/core/Documents/${document.id}/Share`, { shared: true });

    await choosePortalLanguage(page, texts);
    await signInToPortalViaApi(
      page,
      patient.email,
      patient.name,
      patient.dateOfBirth,
      `/document/${document.id}`,
    );
    const allergies = page.getByRole('table').filter({ hasText: 'Penicillin' });
    await expect(allergies).toContainText('Hives');
    // The patient reads the chart; nothing in the section can be changed or reloaded.
    await expect(allergies.getByRole('button')).toHaveCount(0);

    await page.getByRole('textbox', { name: 'Anything else we should know?' }).fill('No');
    await completeDocument(page, texts.complete);
    // Completing goes on to the documents list: opened before it does, the page would be left.
    await expect(page.getByText(texts.completed)).toBeVisible();
    await page.goto(`/document/${document.id}`);
    await expect(page.getByText(texts.locked)).toBeVisible();
    await expect(page.getByRole('table').filter({ hasText: 'Penicillin' })).toBeVisible();

    const pdf = await downloadedPdf(page, pdfLabels[texts.language]);
    expect(pdfTextPieces(pdf).join(' ')).toContain('Penicillin');
    const stored = await staffApi<{ status: string; results: Record<string, unknown> }>(
      'GET',
      `/api/core/Documents/${document.id}`,
    );
    expect(stored.status).toBe('Completed');
    expect(JSON.stringify(stored.results.PatientAllergies1)).toContain('Penicillin');
  });
}
