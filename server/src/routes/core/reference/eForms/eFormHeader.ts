import type { CoreReferenceEFormHeader } from '@clinic/api-contract';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../../../db/database';
import { patients } from '../../../../db/schema';
import { isoInstant } from '../../../../documents/isoInstant';
import { loadEpisode } from '../../../../documents/loadEpisode';
import { readOrganizationSettings } from '../organizationSettings/readOrganizationSettings';
import { eFormExpired } from './eFormLink';

/** What a Form Header component shows for the link's patient: logo, form name, dates, patient and episode. */
export async function eFormHeader(
  db: Queryable,
  input: {
    patientId: string;
    formName: string;
    effectiveDate: string | null;
    episodeOfCareId: string | null;
  },
): Promise<CoreReferenceEFormHeader> {
  const [patient] = await db.select().from(patients).where(eq(patients.id, input.patientId));
  if (!patient) throw eFormExpired();
  const episode = input.episodeOfCareId
    ? await loadEpisode(db, input.episodeOfCareId, input.patientId)
    : null;
  const settings = await readOrganizationSettings(db);
  return {
    organizationName: settings.organizationName,
    organizationLogo: settings.organizationLogo,
    formName: input.formName,
    effectiveDate: isoInstant(input.effectiveDate),
    patient: {
      firstName: patient.firstName,
      middleName: patient.middleName,
      lastName: patient.lastName,
      mrn: patient.mrn,
      dateOfBirth: patient.dateOfBirth,
    },
    episodeOfCare: episode ? { number: episode.number, startDate: episode.startDate } : null,
  };
}
