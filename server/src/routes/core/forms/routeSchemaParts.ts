import { errorReplySchema } from '@clinic/api-contract';

/** Every forms route needs a staff bearer token. */
export const security = [{ bearer: [] }];

/** The error replies of a forms change: a locked or stale document answers 409. */
export const changeErrors = {
  400: errorReplySchema,
  401: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
};

/** The same for a multipart upload, which may also be too large (413). */
export const uploadErrors = { ...changeErrors, 413: errorReplySchema };
