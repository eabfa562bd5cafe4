import { errorReplySchema } from '@clinic/api-contract';

/** Every clinical route needs a staff bearer token. */
export const staffSecurity = [{ bearer: [] }];

/** The error replies a clinical route can give, per status. */
export const clinicalErrors = {
  400: errorReplySchema,
  401: errorReplySchema,
  404: errorReplySchema,
} as const;
