import type { CoreWaitlistEntry, CoreWaitlistOffer, CoreWaitlistQuery } from '@clinic/api-contract';
import { and, asc, count, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { clinicians, locations, patients, waitlistEntries, waitlistOffers } from '../../db/schema';
import { isoInstant } from '../../documents/isoInstant';
import { patientDisplayName } from '../../messaging/displayNames';
import { clinicianDisplayName } from '../bookingScope';
import { parseWallClock, wallDate, wallTime } from '../wallClock';
import { isOfferExpired } from './offerRows';
import { selectEntriesWithNames, toWaitlistEntryDto } from './waitlistEntriesWithNames';

/**
 * The filters of the staff list. A clinician's filter keeps the entries that would take any
 * clinician too: those patients would take that clinician's freed slot.
 */
function staffWaitlistWhere(query: CoreWaitlistQuery): SQL | undefined {
  return and(
    query.scope === 'active' ? inArray(waitlistEntries.status, ['waiting', 'offered']) : undefined,
    query.locationId ? eq(waitlistEntries.locationId, query.locationId) : undefined,
    query.serviceId ? eq(waitlistEntries.serviceId, query.serviceId) : undefined,
    query.clinicianId
      ? or(eq(waitlistEntries.clinicianId, query.clinicianId), isNull(waitlistEntries.clinicianId))
      : undefined,
  );
}

/** Every offer of the entries, newest first; an open offer past its time reads as expired. */
async function offersByEntry(db: Queryable, entryIds: string[]): Promise<Map<string, CoreWaitlistOffer[]>> {
  const byEntry = new Map<string, CoreWaitlistOffer[]>();
  if (entryIds.length === 0) return byEntry;
  const rows = await db
    .select({
      offer: waitlistOffers,
      clinician: clinicians,
      locationName: locations.name,
      timeZone: locations.timeZone,
    })
    .from(waitlistOffers)
    .innerJoin(clinicians, eq(clinicians.id, waitlistOffers.clinicianId))
    .innerJoin(locations, eq(locations.id, waitlistOffers.locationId))
    .where(inArray(waitlistOffers.entryId, entryIds))
    .orderBy(desc(waitlistOffers.createdAt), desc(waitlistOffers.id));
  for (const { offer, clinician, locationName, timeZone } of rows) {
    const start = parseWallClock(offer.slotStart);
    const list = byEntry.get(offer.entryId) ?? [];
    list.push({
      id: offer.id,
      status: offer.status === 'offered' && isOfferExpired(offer) ? 'expired' : offer.status,
      date: wallDate(start),
      time: wallTime(start),
      endTime: wallTime(parseWallClock(offer.slotEnd)),
      clinicianName: clinicianDisplayName(clinician),
      locationName,
      timeZone,
      expiresAt: isoInstant(offer.expiresAt),
      respondedAt: isoInstant(offer.respondedAt),
      createdAt: isoInstant(offer.createdAt),
    });
    byEntry.set(offer.entryId, list);
  }
  return byEntry;
}

/** One page of the waitlist in queue order (first come, first served), with patients and offers. */
export async function staffWaitlistPage(
  db: Queryable,
  query: CoreWaitlistQuery,
): Promise<{ items: CoreWaitlistEntry[]; total: number }> {
  const where = staffWaitlistWhere(query);
  const rows = await selectEntriesWithNames(db, where)
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
    .limit(query.pageSize)
    .offset(query.page * query.pageSize);
  const [totalRow] = await db.select({ total: count() }).from(waitlistEntries).where(where);
  const patientIds = [...new Set(rows.map((row) => row.entry.patientId))];
  const people =
    patientIds.length === 0 ? [] : await db.select().from(patients).where(inArray(patients.id, patientIds));
  const patientById = new Map(people.map((patient) => [patient.id, patient]));
  const offers = await offersByEntry(
    db,
    rows.map((row) => row.entry.id),
  );
  const items = rows.map((row): CoreWaitlistEntry => {
    const patient = patientById.get(row.entry.patientId);
    return {
      ...toWaitlistEntryDto(row),
      patientId: row.entry.patientId,
      patientName: patient ? patientDisplayName(patient) : '',
      patientMrn: patient?.mrn ?? '',
      offers: offers.get(row.entry.id) ?? [],
    };
  });
  return { items, total: totalRow?.total ?? 0 };
}
