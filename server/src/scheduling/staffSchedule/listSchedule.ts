import type { ScheduleAppointment, ScheduleQuery } from '@clinic/api-contract';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { appointments, patients } from '../../db/schema';
import { isoInstant } from '../../documents/isoInstant';
import { patientDisplayName } from '../../messaging/displayNames';
import { selectAppointmentsWithNames, toAppointmentDto } from '../appointmentsWithNames';
import { now } from '../clock';
import { dayMs, parseWallDate, toDbWallClock } from '../wallClock';

/** The appointments whose start falls on the location days from..to, with the filters, soonest first. */
export async function listSchedule(db: Queryable, query: ScheduleQuery): Promise<ScheduleAppointment[]> {
  const from = toDbWallClock(parseWallDate(query.from));
  const to = toDbWallClock(parseWallDate(query.to) + dayMs);
  const rows = await selectAppointmentsWithNames(
    db,
    and(
      gte(appointments.appointmentDate, from),
      lt(appointments.appointmentDate, to),
      query.clinicianId ? eq(appointments.clinicianId, query.clinicianId) : undefined,
      query.locationId ? eq(appointments.locationId, query.locationId) : undefined,
      query.status ? eq(appointments.status, query.status) : undefined,
    ),
  ).orderBy(asc(appointments.appointmentDate), asc(appointments.id));
  const patientIds = [...new Set(rows.map((row) => row.appointment.patientId))];
  const names = new Map(
    patientIds.length === 0
      ? []
      : (
          await db
            .select({
              id: patients.id,
              firstName: patients.firstName,
              middleName: patients.middleName,
              lastName: patients.lastName,
            })
            .from(patients)
            .where(inArray(patients.id, patientIds))
        ).map((p) => [p.id, patientDisplayName(p)]),
  );
  const nowUtc = now();
  return rows.map((row) => ({
    ...toAppointmentDto(row, nowUtc),
    patientName: names.get(row.appointment.patientId) ?? '',
    notes: row.appointment.notes,
    confirmedAt: isoInstant(row.appointment.confirmedAt),
  }));
}
