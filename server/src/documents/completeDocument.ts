import { checkDocument, type DocumentCheckOptions, fieldAlerts } from '@clinic/forms-core';
import { sql } from 'drizzle-orm';
import { refused } from '../app/httpError';
import type { Queryable } from '../db/database';
import type { JobQueue } from '../jobs/jobQueue';
import { documentMessages } from './documentMessages';
import type { LoadedDocument } from './loadDocument';
import type { DocumentCaller } from './pipeline/documentCaller';
import { prepareLoadedDocument } from './pipeline/prepareLoadedDocument';
import { refusedDocument } from './pipeline/refusedDocument';
import { refreshGroupStatus } from './refreshGroupStatus';
import { updateDocumentRow } from './saveDocument';
import { raiseScoreAlerts } from './scoreAlerts/raiseScoreAlerts';
import { documentScore } from './scoreDocument';
import { scoringPatientOf } from './scoringPatient';
import { signatureCounts } from './signatureCounts';

export interface CompleteOptions extends DocumentCheckOptions {
  caller: DocumentCaller;
  /** Where the alerts' notices are queued, in the completion's transaction. */
  jobs: JobQueue;
}

/** Only patients fill in e-form mode (portal and e-form links): their completions go to the staff inbox. */
const byPatient = (options: CompleteOptions) => options.mode === 'e-form';

/**
 * Completes a draft the caller has loaded with a lock. The document is checked by forms-core's
 * pipeline, as the browser checks it (400 with the codes and texts per component id), with the
 * records as they are now: the chart sections and header it stores are a snapshot as of
 * completion. Then the score and signature counts are computed, and the document becomes
 * Completed, and locked; the score's alerts and the fields' "alert when…" are raised. A scanned upload without the form attached is the document itself,
 * so there are no answers to check.
 */
export async function completeDocument(
  db: Queryable,
  loaded: LoadedDocument,
  options: CompleteOptions,
): Promise<LoadedDocument> {
  const { document, version } = loaded;
  if (document.status !== 'Draft')
    throw refused(409, 'documentAlreadyCompleted', documentMessages.alreadyCompleted);
  if (document.fileId !== null && !document.attachForm) {
    const updated = await updateDocumentRow(db, document.id, {
      status: 'Completed',
      completedAt: sql`now()`,
      completedByPatient: byPatient(options),
    });
    await refreshGroupStatus(db, updated.documentGroupId);
    return { ...loaded, document: updated };
  }
  const prepared =
    loaded.prepared ??
    (await prepareLoadedDocument(db, loaded, {
      sent: undefined,
      mode: options.mode,
      caller: options.caller,
    }));
  const check = checkDocument(prepared.engine, options);
  if (!check.valid)
    throw refusedDocument(version.content, check.errors, options.caller.language, 'incomplete');
  const { score, details } = documentScore(
    version.content,
    prepared.results,
    await scoringPatientOf(db, version.content, document.patientId),
    prepared.engine.isHidden,
  );
  const updated = await updateDocumentRow(db, document.id, {
    status: 'Completed',
    completedAt: sql`now()`,
    completedByPatient: byPatient(options),
    results: prepared.results,
    oneTimeValues: prepared.oneTimeValues,
    ...(score === undefined ? {} : { score }),
    ...(details === undefined ? {} : { scoreDetails: details }),
    ...signatureCounts(version.content, prepared.results),
  });
  await raiseScoreAlerts(
    options.jobs,
    db,
    {
      id: document.id,
      patientId: document.patientId,
      clinicianId: document.sharedById ?? document.createdById,
    },
    [...(details?.alerts ?? []).map((code) => ({ code })), ...fieldAlerts(version.content, prepared.results)],
  );
  await refreshGroupStatus(db, updated.documentGroupId);
  return { ...loaded, document: updated, prepared };
}
