import { documentScore } from '../../../documents/scoreDocument';
import type { Transaction } from '../../database';
import { documents } from '../../schema';
import type { DemoDocument } from '../data/patients';
import { assessmentResults } from './assessmentResults';
import { listComponents } from './formContent';
import type { SeededForms } from './seedForms';
import { daysBefore } from './wallClock';

export interface DocumentContext {
  patientId: string;
  episodeOfCareId: string;
  /** The staff user shown as sharer and author; null when no staff user exists yet. */
  staffUserId: string | null;
  now: Date;
}

/** Three hours, as a fraction of a day: a shared form is completed the same day. */
const completionDelayDays = 3 / 24;

/**
 * Documents on the forms' current versions, shared with the portal: drafts are what the patient
 * still has to fill in, a completed one shows in the history. Returns the version ids used.
 */
export async function seedDocuments(
  tx: Transaction,
  context: DocumentContext,
  demo: readonly DemoDocument[],
  seededForms: SeededForms,
): Promise<string[]> {
  const rows = demo.map((document) => {
    const form = seededForms.get(document.form);
    if (!form) throw new Error(`Demo seed: no form "${document.form}"`);
    const sharedAt = daysBefore(context.now, document.daysAgo);
    const completed = document.status === 'Completed';
    const totalSignatures = listComponents(form.content).filter((c) => c.elType === 'Signature').length;
    const results = document.assessmentValues
      ? assessmentResults(form.content, document.assessmentValues)
      : {};
    // Scored as a completion scores it (a library form's total, band and alerts in the details).
    const scored = completed ? documentScore(form.content, results) : undefined;
    return {
      formId: form.formId,
      versionId: form.versionId,
      patientId: context.patientId,
      episodeOfCareId: context.episodeOfCareId,
      status: document.status,
      mode: 'Results',
      results,
      score: scored?.score ?? null,
      scoreDetails: scored?.details ?? null,
      effectiveDate: sharedAt,
      totalSignatures,
      completedSignatures: completed ? totalSignatures : 0,
      sharedWithPortal: true,
      sharedAt,
      sharedById: context.staffUserId,
      createdById: context.staffUserId,
      completedAt: completed ? daysBefore(context.now, document.daysAgo - completionDelayDays) : null,
      createdAt: sharedAt,
      updatedAt: completed ? daysBefore(context.now, document.daysAgo - completionDelayDays) : sharedAt,
    };
  });
  if (rows.length > 0) await tx.insert(documents).values(rows);
  return rows.map((row) => row.versionId);
}
