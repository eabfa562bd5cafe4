import { isNull, sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, instant, updatedAt } from './columns';
import { forms, formVersions } from './forms';
import { episodesOfCare, patients } from './patients';

/** A filled form (a "submission"): every field of forms.md section 3. */
export const documents = pgTable(
  'documents',
  {
    id: idColumn(),
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id),
    versionId: uuid('version_id')
      .notNull()
      .references(() => formVersions.id),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    episodeOfCareId: uuid('episode_of_care_id').references(() => episodesOfCare.id),
    status: text('status').notNull().default('Draft'),
    mode: text('mode').notNull().default('Results'),
    results: jsonb('results').notNull().default({}),
    /** The one-time (`{{:: }}`) values fixed for this document, by forms-core's key. */
    oneTimeValues: jsonb('one_time_values').notNull().default({}),
    documentGroupId: uuid('document_group_id'),
    groupSessionId: uuid('group_session_id'),
    bakedLayout: jsonb('baked_layout'),
    score: text('score'),
    /** The declarative score as completed (forms-core ScoreResult: scales, bands, alerts, instrument version). */
    scoreDetails: jsonb('score_details'),
    effectiveDate: instant('effective_date'),
    nextReviewDate: date('next_review_date', { mode: 'string' }),
    parentDocumentId: uuid('parent_document_id'),
    scheduleEventId: uuid('schedule_event_id'),
    scheduleEventParticipantId: uuid('schedule_event_participant_id'),
    notes: text('notes').notNull().default(''),
    unlockReason: text('unlock_reason'),
    totalSignatures: integer('total_signatures').notNull().default(0),
    completedSignatures: integer('completed_signatures').notNull().default(0),
    attachForm: boolean('attach_form').notNull().default(false),
    /** An uploaded (scanned) document instead of, or attached to, the filled form. */
    fileId: uuid('file_id'),
    /** Shared to the patient portal, and by whom. */
    sharedWithPortal: boolean('shared_with_portal').notNull().default(false),
    sharedAt: instant('shared_at'),
    sharedById: uuid('shared_by_id'),
    createdById: uuid('created_by_id'),
    completedAt: instant('completed_at'),
    /** Completed by the patient (portal or e-form link): the staff inbox lists it until reviewed. */
    completedByPatient: boolean('completed_by_patient').notNull().default(false),
    /** When and by whom staff marked a patient-completed document reviewed (the inbox). */
    reviewedAt: instant('reviewed_at'),
    reviewedById: uuid('reviewed_by_id'),
    /** A score set by hand (SetScore): why, when, and by whom, named as they were then. */
    scoreReason: text('score_reason'),
    scoreSetAt: instant('score_set_at'),
    scoreSetById: uuid('score_set_by_id'),
    scoreSetByName: text('score_set_by_name'),
    /** Optimistic-concurrency counter: a save naming an older value is refused with 409. */
    rowVersion: integer('row_version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: instant('deleted_at'),
  },
  (t) => [
    // An episode's live documents newest first: a page reads only its own rows, and the
    // total is counted from the index (listEpisodeDocuments).
    index('documents_episode_idx').on(t.episodeOfCareId, t.createdAt, t.id).where(isNull(t.deletedAt)),
    index('documents_patient_idx').on(t.patientId, t.createdAt),
    index('documents_version_idx').on(t.versionId),
    // The staff inbox's queues: completed by patients and not reviewed, shared and still to fill.
    index('documents_inbox_completed_idx')
      .on(t.completedAt)
      .where(sql`${t.completedByPatient} and ${t.reviewedAt} is null and ${t.deletedAt} is null`),
    index('documents_inbox_shared_idx')
      .on(t.sharedAt)
      .where(sql`${t.sharedWithPortal} and ${t.status} = 'Draft' and ${t.deletedAt} is null`),
  ],
);
