import { errorReplySchema } from '@clinic/api-contract';

/** The error replies every signed-in staff route may give. */
export const staffErrorReplies = {
  400: errorReplySchema,
  401: errorReplySchema,
  404: errorReplySchema,
} as const;

/** The same, for routes only tech staff may call. */
export const techStaffErrorReplies = { ...staffErrorReplies, 403: errorReplySchema } as const;

export const bearerSecurity = [{ bearer: [] }];
