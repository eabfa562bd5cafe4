import type { AppointmentRequest } from '@clinic/api-contract';
import { and, eq, type SQL } from 'drizzle-orm';
import { notFound } from '../../../app/httpError';
import type { Queryable } from '../../../db/database';
import { appointmentRequests } from '../../../db/schema';
import {
  selectRequestsWithNames,
  toAppointmentRequestDto,
} from '../../../scheduling/appointmentRequestsWithNames';

/** One request as the portal shows it; 404 unless it is within `scope` (the caller's patient). */
export async function loadRequestDto(
  db: Queryable,
  requestId: string,
  scope: SQL,
): Promise<AppointmentRequest> {
  const [row] = await selectRequestsWithNames(db, and(eq(appointmentRequests.id, requestId), scope));
  if (!row) throw notFound();
  return toAppointmentRequestDto(row);
}
