import type {
  Appointment,
  ScheduleBookBody,
  ScheduleMoveBody,
  ScheduleReply,
  ScheduleStatus,
  ScheduleStatusBody,
} from '@clinic/api-contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/httpClient';

export const scheduleKeys = {
  all: ['core', 'Schedule'] as const,
};

/** What the schedule shows: location days from..to ('YYYY-MM-DD'); empty strings are "any". */
export interface ScheduleFilters {
  from: string;
  to: string;
  clinicianId: string;
  locationId: string;
  status: ScheduleStatus | '';
}

export function useSchedule(filters: ScheduleFilters) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  return useQuery({
    queryKey: [...scheduleKeys.all, query.toString()],
    queryFn: () => apiRequest<ScheduleReply>('GET', `/api/core/Schedule?${query}`),
    placeholderData: keepPreviousData,
  });
}

export const bookAppointment = (body: ScheduleBookBody) =>
  apiRequest<Appointment>('POST', '/api/core/Schedule/Appointments', body);

export const moveAppointment = (id: string, body: ScheduleMoveBody) =>
  apiRequest<Appointment>('PATCH', `/api/core/Schedule/Appointments/${id}/Move`, body);

export const setAppointmentStatus = (id: string, body: ScheduleStatusBody) =>
  apiRequest<Appointment>('PATCH', `/api/core/Schedule/Appointments/${id}/Status`, body);

/** The reminder mail (and text, with the patient's consent) now, with confirm and cancel links. */
export const sendReminder = (id: string) =>
  apiRequest<Appointment>('POST', `/api/core/Schedule/Appointments/${id}/Reminder`);

export const cancelAppointment = (id: string, reason: string) =>
  apiRequest<Appointment>('PATCH', `/api/core/Appointments/${id}/Cancel`, { reason });
