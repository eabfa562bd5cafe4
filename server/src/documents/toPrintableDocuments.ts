import type { DocumentLanguage } from '@clinic/forms-core';
import { eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { patients, staffUsers } from '../db/schema';
import { clinicTimeZones } from './clinicTimeZones';
import type { LoadedDocument } from './loadDocument';
import { documentFacts, loadPipelineContext } from './pipeline/documentPipelineContext';
import { type PrintableDocument, printableDocument } from './printableDocument';
import { asResults } from './toDocumentDto';
import { toPerson } from './toPerson';

/**
 * The printable form of loaded documents (one patient's), with the patient and author names
 * looked up, in the language of the request (requestLanguage) and the clinic's time.
 */
export async function toPrintableDocuments(
  db: Queryable,
  loaded: readonly LoadedDocument[],
  language: DocumentLanguage,
): Promise<PrintableDocument[]> {
  const first = loaded[0];
  if (!first) return [];
  const [patient] = await db.select().from(patients).where(eq(patients.id, first.document.patientId));
  if (!patient) throw new Error(`patient ${first.document.patientId} of a document is missing`);
  const authorIds = [
    ...new Set(loaded.map((l) => l.document.createdById).filter((id): id is string => id !== null)),
  ];
  const authors =
    authorIds.length > 0 ? await db.select().from(staffUsers).where(inArray(staffUsers.id, authorIds)) : [];
  const timeZones = await clinicTimeZones(
    db,
    patient.locationId,
    loaded.map((l) => l.document),
  );
  const fullName = [patient.firstName, patient.middleName, patient.lastName]
    .filter((p) => p.trim())
    .join(' ');
  const contexts = await Promise.all(
    loaded.map((one) => loadPipelineContext(db, documentFacts(one), { chart: false })),
  );
  return loaded.map(({ document, form, version }, index) => {
    const author = authors.find((a) => a.id === document.createdById) ?? null;
    return printableDocument({
      context: contexts[index] ?? {},
      formName: form.name,
      content: version.content,
      results: asResults(document.results),
      status: document.status,
      effectiveDate: document.effectiveDate,
      completedAt: document.completedAt,
      patient: { fullName, mrn: patient.mrn, dateOfBirth: patient.dateOfBirth },
      author: toPerson(author)?.fullName ?? null,
      language,
      timeZone: timeZones.get(document.id) ?? 'UTC',
    });
  });
}
