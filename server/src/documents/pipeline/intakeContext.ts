import { chartSnapshotOf, type DocumentContext, type FormContent } from '@clinic/forms-core';
import type { Queryable } from '../../db/database';
import { readOrganizationSettings } from '../../routes/core/reference/organizationSettings/readOrganizationSettings';
import { loadReferencedCollections } from '../loadCollections';
import { loadPipelineContext } from './documentPipelineContext';
import { fhirPathContextOf } from './fhirPathContext';

export interface IntakeFacts {
  content: FormContent;
  formName: string;
  /** The patient the request is for; null for someone who is not a patient yet. */
  patientId: string | null;
}

/**
 * The context of an intake form filled with an appointment request: a known patient's records,
 * as any document's; for someone not yet a patient, the clinic and an empty chart, so chart
 * sections stay empty rather than holding what a requester typed.
 */
export async function loadIntakeContext(
  db: Queryable,
  facts: IntakeFacts,
  options: { chart: boolean },
): Promise<DocumentContext> {
  if (facts.patientId !== null)
    return loadPipelineContext(
      db,
      { ...facts, patientId: facts.patientId, episodeOfCareId: null, effectiveDate: null },
      options,
    );
  const [settings, collections, fhirPath] = await Promise.all([
    readOrganizationSettings(db),
    loadReferencedCollections(db, facts.content),
    fhirPathContextOf(facts.content),
  ]);
  return {
    clinic: { name: settings.organizationName, logo: settings.organizationLogo },
    formName: facts.formName,
    collections,
    ...fhirPath,
    ...(options.chart ? { chart: chartSnapshotOf({}) } : {}),
  };
}
