import { asc, count, eq } from 'drizzle-orm';
import type { AppInstance } from '../app/appInstance';
import { notFound } from '../app/httpError';
import { recordAudit, recordListAudit } from '../audit/recordAudit';
import { patients } from '../db/schema';
import { isId } from './fhirIds';
import { fhirPatient } from './fhirPatient';
import { patientSearchCondition } from './patientSearch';
import { type SearchQuery, searchBundle, searchPage } from './searchPaging';

/** Patients as staff see them (every patient of the clinic), read and searched, each audited. */
export function patientRoutes(app: AppInstance, base: string): void {
  const db = app.deps.db;

  app.get<{ Params: { id: string } }>('/Patient/:id', async (request) => {
    if (!isId(request.params.id)) throw notFound();
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(patients).where(eq(patients.id, request.params.id));
      if (!row) throw notFound();
      await recordAudit(tx, request, {
        action: 'read',
        resource: 'FhirPatient',
        resourceId: row.id,
        patientId: row.id,
      });
      return fhirPatient(row);
    });
  });

  app.get<{ Querystring: SearchQuery }>('/Patient', async (request) => {
    const page = searchPage(request);
    const where = patientSearchCondition(request.query, request);
    return db.transaction(async (tx) => {
      // One after another: in a transaction both would share its single connection.
      const rows = await tx
        .select()
        .from(patients)
        .where(where)
        .orderBy(asc(patients.lastName), asc(patients.firstName), asc(patients.id))
        .limit(page.count)
        .offset(page.offset);
      const [total] = await tx.select({ n: count() }).from(patients).where(where);
      await recordListAudit(
        tx,
        request,
        { action: 'search', resource: 'FhirPatient' },
        rows.map((row) => row.id),
      );
      return searchBundle(base, request, page, rows.map(fhirPatient), total?.n ?? 0);
    });
  });
}
