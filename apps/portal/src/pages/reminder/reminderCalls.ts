import type { ReminderCancelBody, ReminderCancelReply, ReminderConfirmReply } from '@clinic/api-contract';
import { apiRequest } from '../../api/httpClient';

/** POST AppointmentReminders/Confirm: the code travels in the body, never in an API URL. */
export function confirmByReminderCode(code: string): Promise<ReminderConfirmReply> {
  return apiRequest<ReminderConfirmReply>('POST', '/api/portal/AppointmentReminders/Confirm', { code });
}

export function cancelByReminderCode(body: ReminderCancelBody): Promise<ReminderCancelReply> {
  return apiRequest<ReminderCancelReply>('POST', '/api/portal/AppointmentReminders/Cancel', body);
}
