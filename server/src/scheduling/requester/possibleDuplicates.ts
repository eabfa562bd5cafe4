import {
  type AppointmentRequestPatientInfo,
  type DuplicateReason,
  duplicateReasons,
  type PossibleDuplicate,
} from '@clinic/api-contract';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { patients, portalLoginPatients, portalLogins } from '../../db/schema';
import { normaliseName, similarNameThreshold, trigramSimilarity } from './nameSimilarity';

/** Rows looked at per request: the ones sharing date of birth, e-mail or phone come first. */
const candidateLimit = 500;
/** Shown to staff, strongest first; the oldest chart first among equals. */
const shownLimit = 10;

/** The last ten digits: "+1 (503) 555-0199" and "503.555.0199" are one number. */
function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '').slice(-10);
}

const storedPhoneDigits = sql`right(regexp_replace(coalesce(${patients.phone}, ''), '[^0-9]', '', 'g'), 10)`;

/**
 * Existing patients the visitor may already be: the same name and date of birth, the same
 * e-mail (on the chart or its portal login) or phone, or a similar name (trigram similarity of
 * the normalised names). The database narrows the candidates with plain comparisons (date of
 * birth, e-mail, phone, either name); the similarity is measured here.
 */
export async function findPossibleDuplicates(
  db: Queryable,
  info: AppointmentRequestPatientInfo,
): Promise<PossibleDuplicate[]> {
  const email = info.email.trim().toLowerCase();
  const phone = phoneDigits(info.phone);
  const loginEmail = sql<boolean>`exists (${db
    .select({ one: sql`1` })
    .from(portalLoginPatients)
    .innerJoin(portalLogins, eq(portalLogins.id, portalLoginPatients.loginId))
    .where(
      and(
        eq(portalLoginPatients.patientId, patients.id),
        eq(portalLogins.email, email),
        isNull(portalLogins.deletedAt),
      ),
    )})`;
  const sameEmail = or(sql`lower(trim(${patients.email})) = ${email}`, loginEmail);
  const samePhone = phone.length >= 7 ? sql`${storedPhoneDigits} = ${phone}` : sql`false`;
  const strong = or(eq(patients.dateOfBirth, info.dateOfBirth), sameEmail, samePhone);
  const rows = await db
    .select({
      patient: patients,
      sameEmail: sql<boolean>`coalesce(${sameEmail}, false)`,
      samePhone: sql<boolean>`coalesce(${samePhone}, false)`,
    })
    .from(patients)
    .where(
      or(
        strong,
        sql`lower(${patients.lastName}) = ${info.lastName.trim().toLowerCase()}`,
        sql`lower(${patients.firstName}) = ${info.firstName.trim().toLowerCase()}`,
      ),
    )
    .orderBy(desc(sql`coalesce(${strong}, false)`), patients.createdAt, patients.id)
    .limit(candidateLimit);

  const visitorName = `${info.firstName} ${info.lastName}`;
  const sameName = (p: typeof patients.$inferSelect) =>
    normaliseName(p.firstName) === normaliseName(info.firstName) &&
    normaliseName(p.lastName) === normaliseName(info.lastName);
  return rows
    .map(({ patient, ...matches }) => {
      const found = new Set<DuplicateReason>();
      const nameAndDateOfBirth = sameName(patient) && patient.dateOfBirth === info.dateOfBirth;
      if (nameAndDateOfBirth) found.add('nameAndDateOfBirth');
      if (matches.sameEmail) found.add('email');
      if (matches.samePhone) found.add('phone');
      if (
        !nameAndDateOfBirth &&
        trigramSimilarity(visitorName, `${patient.firstName} ${patient.lastName}`) >= similarNameThreshold
      ) {
        found.add('similarName');
      }
      return {
        patientId: patient.id,
        firstName: patient.firstName,
        lastName: patient.lastName,
        dateOfBirth: patient.dateOfBirth,
        accountNumber: patient.accountNumber,
        email: patient.email,
        phone: patient.phone,
        reasons: duplicateReasons.filter((reason) => found.has(reason)),
      };
    })
    .filter((duplicate) => duplicate.reasons.length > 0)
    .sort((a, b) => strength(b.reasons) - strength(a.reasons))
    .slice(0, shownLimit);
}

/** The same name and date of birth outweighs everything else together; then each reason counts. */
function strength(reasons: DuplicateReason[]): number {
  return (reasons.includes('nameAndDateOfBirth') ? 10 : 0) + reasons.length;
}
