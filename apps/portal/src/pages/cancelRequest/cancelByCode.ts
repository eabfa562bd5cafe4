import type { RequestCancelByCodeBody, RequestCancelByCodeReply } from '@clinic/api-contract';
import { apiRequest } from '../../api/httpClient';

/** POST AppointmentRequests/CancelByCode: the code travels in the body, never in an API URL. */
export function cancelByCode(body: RequestCancelByCodeBody): Promise<RequestCancelByCodeReply> {
  return apiRequest<RequestCancelByCodeReply>('POST', '/api/portal/AppointmentRequests/CancelByCode', body);
}
