import { type CoreFormsInboxView, inboxOverdueDays } from '@clinic/api-contract';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { documents, episodesOfCare, patients } from '../../../../db/schema';

/** Who a document is for in the inbox: who shared it with the patient, else who created it. */
export const documentClinicianId = sql<
  string | null
>`coalesce(${documents.sharedById}, ${documents.createdById})`;

/** Where a document belongs: its episode's location, else the patient's. */
export const documentLocationId = sql<
  string | null
>`coalesce(${episodesOfCare.locationId}, ${patients.locationId})`;

const overdueBefore = sql`now() - make_interval(days => ${inboxOverdueDays})`;

/** The rows of each queue (see coreFormsInboxViews); each matches a partial index where it can. */
export function inboxQueueWhere(view: CoreFormsInboxView): SQL {
  const live = isNull(documents.deletedAt);
  const pending = and(live, eq(documents.sharedWithPortal, true), eq(documents.status, 'Draft'));
  switch (view) {
    case 'completedByPatients':
      return and(
        live,
        eq(documents.completedByPatient, true),
        isNull(documents.reviewedAt),
        eq(documents.status, 'Completed'),
      ) as SQL;
    case 'awaitingSignature':
      return and(live, sql`${documents.completedSignatures} < ${documents.totalSignatures}`) as SQL;
    case 'pendingFromPatients':
      return pending as SQL;
    case 'overdue':
      return and(pending, sql`${documents.sharedAt} < ${overdueBefore}`) as SQL;
  }
}

/** The filters every queue shares. */
export function inboxFiltersWhere(filters: {
  clinicianId?: string | undefined;
  locationId?: string | undefined;
}) {
  return and(
    filters.clinicianId ? sql`${documentClinicianId} = ${filters.clinicianId}` : undefined,
    filters.locationId ? sql`${documentLocationId} = ${filters.locationId}` : undefined,
  );
}
