import { bigserial, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/** Who read or changed patient data, written in the same transaction as the access itself. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: instant('at').notNull().defaultNow(),
    actorType: text('actor_type', { enum: ['staff', 'portal', 'anonymous', 'system'] }).notNull(),
    actorId: uuid('actor_id'),
    /** The patient the actor acted for or on. */
    patientId: uuid('patient_id'),
    action: text('action').notNull(),
    resource: text('resource').notNull(),
    resourceId: text('resource_id'),
    ip: text('ip'),
    outcome: text('outcome', { enum: ['success', 'denied', 'failure'] }).notNull(),
  },
  (t) => [index('audit_log_patient_idx').on(t.patientId, t.at)],
);
