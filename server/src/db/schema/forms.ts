import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, emptyUuidArray, idColumn, instant, updatedAt } from './columns';

export const formCategories = [
  'main',
  'groupSession',
  'masterTreatmentPlan',
  'masterTreatmentPlanReview',
  'doctorOrder',
  'releaseOfInformation',
] as const;

export const forms = pgTable(
  'forms',
  {
    id: idColumn(),
    name: text('name').notNull(),
    menuId: uuid('menu_id'),
    category: text('category', { enum: formCategories }).notNull().default('main'),
    documentInstructions: text('document_instructions').notNull().default(''),
    showInOmt: boolean('show_in_omt').notNull().default(false),
    /** The official version. */
    currentVersionId: uuid('current_version_id'),
    scoringInstructionsFileId: uuid('scoring_instructions_file_id'),
    lastEditTime: instant('last_edit_time'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: instant('deleted_at'),
  },
  (t) => [index('forms_category_idx').on(t.category)],
);

export const formVersions = pgTable(
  'form_versions',
  {
    id: idColumn(),
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id),
    name: text('name').notNull(),
    /** forms-core FormContent. */
    content: jsonb('content').notNull(),
    dependencies: jsonb('dependencies').notNull().default({}),
    hasResults: boolean('has_results').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('form_versions_form_idx').on(t.formId)],
);

export const formGroups = pgTable('form_groups', {
  id: idColumn(),
  name: text('name').notNull(),
  formIds: uuid('form_ids').array().notNull().default(emptyUuidArray),
  createdAt: createdAt(),
});
