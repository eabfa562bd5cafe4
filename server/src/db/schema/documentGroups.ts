import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { appointmentRequests } from './appointments';
import { createdAt, idColumn, instant, updatedAt } from './columns';
import { storedFiles } from './files';
import { formGroups, forms, formVersions } from './forms';
import { episodesOfCare, patients } from './patients';

/** Documents filled together from a form group; each member document points here by documentGroupId. */
export const documentGroups = pgTable(
  'document_groups',
  {
    id: idColumn(),
    formGroupId: uuid('form_group_id')
      .notNull()
      .references(() => formGroups.id),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    episodeOfCareId: uuid('episode_of_care_id').references(() => episodesOfCare.id),
    status: text('status').notNull().default('Draft'),
    effectiveDate: instant('effective_date'),
    unlockReason: text('unlock_reason'),
    fileId: uuid('file_id').references(() => storedFiles.id),
    sharedWithPortal: boolean('shared_with_portal').notNull().default(false),
    sharedAt: instant('shared_at'),
    sharedById: uuid('shared_by_id'),
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: instant('deleted_at'),
  },
  (t) => [index('document_groups_episode_idx').on(t.episodeOfCareId)],
);

/** Forms filled with an appointment or registration request, before the requester is a patient. */
export const patientRequestDocuments = pgTable(
  'patient_request_documents',
  {
    id: idColumn(),
    patientRequestId: uuid('patient_request_id')
      .notNull()
      .references(() => appointmentRequests.id),
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id),
    versionId: uuid('version_id')
      .notNull()
      .references(() => formVersions.id),
    results: jsonb('results').notNull().default({}),
    /** The one-time (`{{:: }}`) values fixed for this document, by forms-core's key. */
    oneTimeValues: jsonb('one_time_values').notNull().default({}),
    bakedLayout: jsonb('baked_layout'),
    score: text('score'),
    totalSignatures: integer('total_signatures').notNull().default(0),
    completedSignatures: integer('completed_signatures').notNull().default(0),
    order: integer('order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('patient_request_documents_request_idx').on(t.patientRequestId)],
);
