import type { FormContent, ScoringPatient } from '@clinic/forms-core';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { patients } from '../db/schema';

/** The patient's facts a form's declarative scoring reads (AUDIT-C: sex); read only for such forms. */
export async function scoringPatientOf(
  db: Queryable,
  content: FormContent,
  patientId: string,
): Promise<ScoringPatient> {
  if (!content.scoring?.scales.some((scale) => scale.cutOffs.some((cutOff) => cutOff.sex))) return {};
  const [patient] = await db.select({ sex: patients.sex }).from(patients).where(eq(patients.id, patientId));
  const sex = patient?.sex.trim().toLowerCase();
  return sex === 'female' || sex === 'f'
    ? { sex: 'female' }
    : sex === 'male' || sex === 'm'
      ? { sex: 'male' }
      : {};
}
