import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, instant } from './columns';
import { documents } from './documents';
import { patients } from './patients';

/**
 * An answer that must reach a clinician (PHQ-9 item 9 above 0…), raised when a document is
 * completed: open until a staff member acknowledges it with a note (issue 19.3).
 */
export const scoreAlerts = pgTable(
  'score_alerts',
  {
    id: idColumn(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    /** The scoring's alert code ("phq9SelfHarm"); texts are the reader's language. */
    code: text('code').notNull(),
    /**
     * What the code's text names: a field alert's field id and label ("fieldAlert"); empty for
     * an instrument's alerts. Never the answer.
     */
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    raisedAt: instant('raised_at').notNull().defaultNow(),
    acknowledgedAt: instant('acknowledged_at'),
    acknowledgedById: uuid('acknowledged_by_id'),
    /** Named as they were when they acknowledged. */
    acknowledgedByName: text('acknowledged_by_name'),
    note: text('note'),
  },
  (t) => [
    // Completing a document again (after an unlock) raises nothing new for the same answer;
    // each field of a form has its own field alert.
    uniqueIndex('score_alerts_document_code_params_idx').on(t.documentId, t.code, t.params),
    index('score_alerts_open_idx').on(t.raisedAt),
  ],
);
