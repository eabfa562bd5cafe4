import { z } from 'zod';

/** The one answer of SendLink, known address or not (portal.md section 8). */
export const portalAuthLinkSentMessage = 'Link sent, please check your email.';

/** POST api/portal/Auth/SendLink: the address is normalised (spaces, case) before anything else. */
export const portalAuthSendLinkBodySchema = z
  .object({ email: z.string().max(320).trim().toLowerCase().pipe(z.email()) })
  .meta({ id: 'PortalAuthSendLinkBody' });
export type PortalAuthSendLinkBody = z.infer<typeof portalAuthSendLinkBodySchema>;

export const portalAuthSendLinkReplySchema = z
  .object({ message: z.literal(portalAuthLinkSentMessage) })
  .meta({ id: 'PortalAuthSendLinkReply' });
export type PortalAuthSendLinkReply = z.infer<typeof portalAuthSendLinkReplySchema>;

/**
 * A date of birth as typed: checked by the server (YYYY-MM-DD) so that a malformed one gets
 * the same message as a wrong one.
 */
const dateOfBirthInput = z.string().max(40);

/** The e-mailed code: any string; an unknown one is answered like an expired link. */
export const portalAuthCodeSchema = z.string().min(1).max(200);

/** POST api/portal/Auth/Login: signs in with the e-mailed link, for one of its login's patients. */
export const portalAuthLoginBodySchema = z
  .object({
    patientId: z.uuid(),
    /** Optional in the spec, required here: a link alone never signs anyone in. */
    dateOfBirth: dateOfBirthInput.optional(),
    code: portalAuthCodeSchema,
  })
  .meta({ id: 'PortalAuthLoginBody' });
export type PortalAuthLoginBody = z.infer<typeof portalAuthLoginBodySchema>;

/** POST api/portal/Auth/LoginWithNewPatient: switches to another patient of the same login. */
export const portalAuthLoginWithNewPatientBodySchema = z
  .object({ patientId: z.uuid(), dateOfBirth: dateOfBirthInput })
  .meta({ id: 'PortalAuthLoginWithNewPatientBody' });
export type PortalAuthLoginWithNewPatientBody = z.infer<typeof portalAuthLoginWithNewPatientBodySchema>;

/** Who a portal session acts for: the token's claim `sid` without the session, identifiers only. */
export const portalAuthSessionUserSchema = z
  .object({
    loginId: z.uuid(),
    LocationId: z.uuid().nullable(),
    Patient: z.object({ Id: z.uuid() }),
  })
  .meta({ id: 'PortalAuthSessionUser' });
export type PortalAuthSessionUser = z.infer<typeof portalAuthSessionUserSchema>;

/**
 * Login and LoginWithNewPatient. `token` is the bearer token (JWT, audience portal) for API
 * clients; a request from the apps (X-Clinic-App, no bearer) gets the session as an HttpOnly
 * cookie instead and no token, so no script ever holds one.
 */
export const portalAuthSignInReplySchema = z
  .object({ token: z.string().optional(), user: portalAuthSessionUserSchema })
  .meta({ id: 'PortalAuthSignInReply' });
export type PortalAuthSignInReply = z.infer<typeof portalAuthSignInReplySchema>;

export const portalAuthLanguageSchema = z.enum(['en', 'es']);
export type PortalAuthLanguage = z.infer<typeof portalAuthLanguageSchema>;

/** PATCH api/portal/Auth/Language: the language of the login's e-mails. */
export const portalAuthLanguageBodySchema = z
  .object({ language: portalAuthLanguageSchema })
  .meta({ id: 'PortalAuthLanguageBody' });
export type PortalAuthLanguageBody = z.infer<typeof portalAuthLanguageBodySchema>;
