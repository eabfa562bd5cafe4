import type { EmailVerificationReply, LoginLinkConfirmationReply } from '@clinic/api-contract';
import { ApiError, apiRequest } from '../../api/httpClient';

/** The e-mailed code goes in the body: URLs end up in logs and browser history. */
export const verifyEmail = (code: string) =>
  apiRequest<EmailVerificationReply>('POST', '/api/portal/AppointmentRequests/VerifyEmail', { code });

export const confirmLoginLink = (code: string) =>
  apiRequest<LoginLinkConfirmationReply>('POST', '/api/portal/AppointmentRequests/ConfirmLoginLink', {
    code,
  });

/** The server's 400 to an unknown, used or expired link (or a malformed one). */
export const isUnusableLink = (error: unknown) => error instanceof ApiError && error.status === 400;
