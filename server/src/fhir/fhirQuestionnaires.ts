import { exportQuestionnaire, type FormContent, instrumentLibrary, LOINC_SYSTEM } from '@clinic/forms-core';
import type { Questionnaire } from '@medplum/fhirtypes';
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { forms, formVersions } from '../db/schema';
import { isoInstant } from '../documents/isoInstant';
import { questionnaireUrl } from './fhirDocuments';

/** Forms staff may use (not deleted), each with its official version, by name. */
export async function officialForms(db: Queryable, where: SQL | undefined, limit: number) {
  return db
    .select({
      id: forms.id,
      name: forms.name,
      versionId: formVersions.id,
      content: formVersions.content,
      updatedAt: formVersions.updatedAt,
    })
    .from(forms)
    .innerJoin(formVersions, eq(formVersions.id, forms.currentVersionId))
    .where(and(isNull(forms.deletedAt), where))
    .orderBy(asc(forms.name), asc(forms.id))
    .limit(limit);
}

type OfficialForm = Awaited<ReturnType<typeof officialForms>>[number];

/** A form's official version as a Questionnaire; a library instrument carries its LOINC panel code. */
export function questionnaireOf(base: string, form: OfficialForm): Questionnaire {
  const content = form.content as FormContent;
  const instrument = content.scoring?.instrument
    ? instrumentLibrary[content.scoring.instrument.id]
    : undefined;
  return exportQuestionnaire(content, {
    id: form.id,
    url: questionnaireUrl(base, form.id),
    title: form.name,
    version: form.versionId,
    status: 'active',
    date: isoInstant(form.updatedAt),
    ...(instrument?.loinc ? { code: [{ system: LOINC_SYSTEM, code: instrument.loinc }] } : {}),
  }).questionnaire;
}
