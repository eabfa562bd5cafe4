import { appointmentSchema, errorReplySchema } from '@clinic/api-contract';

/** What staff's changes of one appointment answer: the appointment as it now is, or why not. */
export const appointmentChangeReplies = {
  200: appointmentSchema,
  400: errorReplySchema,
  401: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
};
