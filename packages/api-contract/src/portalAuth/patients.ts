import { z } from 'zod';
import { portalAuthLanguageSchema, portalAuthSessionUserSchema } from './signIn';

/** A patient a login may act for, as the confirm page and the switch dialog show it. */
export const portalAuthPatientChoiceSchema = z
  .object({
    id: z.uuid(),
    firstName: z.string(),
    lastInitial: z.string(),
    /** First name and last initial, e.g. "Alex R.". */
    name: z.string(),
  })
  .meta({ id: 'PortalAuthPatientChoice' });
export type PortalAuthPatientChoice = z.infer<typeof portalAuthPatientChoiceSchema>;

/** An access: the link between a portal login and a patient it may act for. */
export const portalAuthAccessSchema = z
  .object({
    loginId: z.uuid(),
    patientId: z.uuid(),
    grantedAt: z.string(),
    patient: portalAuthPatientChoiceSchema,
  })
  .meta({ id: 'PortalAuthAccess' });
export type PortalAuthAccess = z.infer<typeof portalAuthAccessSchema>;

/** POST api/portal/Accesses/FindById/{id}?patientId=: {id} is the login. */
export const portalAuthFindAccessQuerySchema = z.object({ patientId: z.uuid() });

/** The patient the session acts for: their own demographics (never in the token). */
export const portalAuthCurrentPatientSchema = z
  .object({
    id: z.uuid(),
    firstName: z.string(),
    middleName: z.string(),
    lastName: z.string(),
    dateOfBirth: z.string(),
    accountNumber: z.string(),
    locationId: z.uuid().nullable(),
  })
  .meta({ id: 'PortalAuthCurrentPatient' });
export type PortalAuthCurrentPatient = z.infer<typeof portalAuthCurrentPatientSchema>;

/** GET api/portal/Auth/CurrentUser. `user` mirrors the token's sid (portal.md section 3 "User"). */
export const portalAuthCurrentUserSchema = z
  .object({
    user: portalAuthSessionUserSchema.extend({ email: z.string(), language: portalAuthLanguageSchema }),
    patients: z.array(portalAuthPatientChoiceSchema),
    currentPatient: portalAuthCurrentPatientSchema,
  })
  .meta({ id: 'PortalAuthCurrentUser' });
export type PortalAuthCurrentUser = z.infer<typeof portalAuthCurrentUserSchema>;
