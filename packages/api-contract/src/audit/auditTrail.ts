import { z } from 'zod';
import { pagedReplySchema } from '../common/paging';

export const auditActorTypes = ['staff', 'portal', 'anonymous', 'system'] as const;
export type AuditActorType = (typeof auditActorTypes)[number];
export const auditOutcomes = ['success', 'denied', 'failure'] as const;
export type AuditOutcome = (typeof auditOutcomes)[number];

/** The largest trail page: a screen of entries, never the whole trail (that is the CSV). */
export const auditTrailMaxPageSize = 200;

/**
 * An instant bounding the trail's dates. Years before 1900 name no audit row and some (year 0)
 * are not dates PostgreSQL accepts, so they are refused here rather than failing there.
 */
const boundSchema = z.iso
  .datetime({ offset: true })
  .refine((value) => Number(value.slice(0, 4)) >= 1900, 'Enter a date from 1900 on');

/** Who, when and what of a patient's trail: the filters of the trail page and of its CSV. */
export const coreAuditTrailFilterSchema = z.object({
  /** Entries at or after this instant (the start of the first day the user chose). */
  from: boundSchema.optional(),
  /** Entries before this instant (the start of the day after the last day chosen). */
  to: boundSchema.optional(),
  actorType: z.enum(auditActorTypes).optional(),
  /** A staff user's or portal login's id; with actorType, one person. */
  actorId: z.uuid().optional(),
  action: z.string().min(1).max(50).optional(),
  outcome: z.enum(auditOutcomes).optional(),
});
export type CoreAuditTrailFilter = z.infer<typeof coreAuditTrailFilterSchema>;

/** GET api/core/Patients/{id}/AuditTrail: the filters and the page. */
export const coreAuditTrailQuerySchema = coreAuditTrailFilterSchema.extend({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(auditTrailMaxPageSize).default(50),
});
export type CoreAuditTrailQuery = z.infer<typeof coreAuditTrailQuerySchema>;

/** Who acted: a staff user ("First Last, Credentials"), a portal login (its e-mail), or nobody signed in. */
export const coreAuditActorSchema = z
  .object({
    type: z.enum(auditActorTypes),
    id: z.uuid().nullable(),
    /** null for anonymous and system actors. */
    name: z.string().nullable(),
  })
  .meta({ id: 'CoreAuditActor' });
export type CoreAuditActor = z.infer<typeof coreAuditActorSchema>;

/** One audit row of the patient's: who, what, when, from where, and whether it was allowed. */
export const coreAuditTrailEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.string(),
    actor: coreAuditActorSchema,
    /** e.g. 'read', 'update', 'search'; 'read' or 'write' for a refused request. */
    action: z.string(),
    /** e.g. 'Document'; for a refused request, the route asked for, e.g. 'Documents/{id}'. */
    resource: z.string(),
    resourceId: z.string().nullable(),
    /** The caller's address. */
    ip: z.string().nullable(),
    outcome: z.enum(auditOutcomes),
  })
  .meta({ id: 'CoreAuditTrailEntry' });
export type CoreAuditTrailEntry = z.infer<typeof coreAuditTrailEntrySchema>;

/** A page of the trail, newest first; actors and actions list what the filters may choose (the whole trail's). */
export const coreAuditTrailPageSchema = pagedReplySchema(coreAuditTrailEntrySchema)
  .extend({ actors: z.array(coreAuditActorSchema), actions: z.array(z.string()) })
  .meta({ id: 'CoreAuditTrailPage' });
export type CoreAuditTrailPage = z.infer<typeof coreAuditTrailPageSchema>;
