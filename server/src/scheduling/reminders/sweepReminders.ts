import { instantToWallMs } from '@clinic/forms-core';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app/appInstance';
import type { Transaction } from '../../db/database';
import { appointmentReminders, appointments, locations, patients } from '../../db/schema';
import { toE164 } from '../../integrations/sms/smsClient';
import { loadAppointmentFacts } from '../appointmentMail/appointmentFacts';
import { now } from '../clock';
import { dayMs, hourMs, parseWallClock, toDbWallClock, wallToUtcMs } from '../wallClock';
import { queueReminderMails, queueReminderSms } from './queueReminder';
import { inQuietHours, reminderDueMs } from './reminderDue';

type Channel = (typeof appointmentReminders.$inferInsert)['channel'];

interface Candidate {
  appointmentId: string;
  appointmentStart: string;
  /** The offset to send now, if any, and those whose moment passed unsent. */
  send: { offsetHours: number; dueMs: number } | null;
  skip: Array<{ offsetHours: number; dueMs: number }>;
  sms: string | null;
}

/**
 * The scheduled sweep (every 5 minutes, once across instances): in one transaction, claims each
 * reminder now due and queues its mail and text. Of several due at once (an appointment booked
 * late, or a sweep that could not run) only the latest goes out; one whose moment came before
 * the appointment was booked, or that falls in the location's quiet hours now, waits or is not
 * sent (docs/decisions.md "Appointment reminders"). Returns how many reminders were queued.
 */
export async function sweepReminders(deps: AppDeps, log: FastifyBaseLogger): Promise<number> {
  const at = now();
  const queued = await deps.db.transaction(async (tx) => {
    let count = 0;
    for (const candidate of await dueCandidates(tx, at)) {
      for (const { offsetHours, dueMs } of candidate.skip) {
        await claim(tx, candidate, offsetHours, dueMs, 'email', 'skipped');
        if (candidate.sms) await claim(tx, candidate, offsetHours, dueMs, 'sms', 'skipped');
      }
      if (!candidate.send) continue;
      const { offsetHours, dueMs } = candidate.send;
      const facts = await loadAppointmentFacts(tx, candidate.appointmentId);
      if (!facts) continue;
      if (await claim(tx, candidate, offsetHours, dueMs, 'email', 'queued')) {
        await queueReminderMails(deps, tx, facts);
        count += 1;
      }
      if (candidate.sms && (await claim(tx, candidate, offsetHours, dueMs, 'sms', 'queued'))) {
        await queueReminderSms(deps, tx, facts, candidate.sms);
      }
    }
    return count;
  });
  if (queued > 0) log.info({ reminders: queued }, 'appointment reminders queued');
  return queued;
}

/** Expected appointments with a reminder due now and no quiet hours at their location now. */
async function dueCandidates(tx: Transaction, at: Date): Promise<Candidate[]> {
  const settings = await tx.select({ offsets: locations.reminderOffsetsHours }).from(locations);
  const longest = Math.max(0, ...settings.flatMap((row) => row.offsets));
  // Wall clocks of every zone lie within a day of UTC's.
  const rows = await tx
    .select({
      id: appointments.id,
      start: appointments.appointmentDate,
      createdAt: appointments.createdAt,
      timeZone: locations.timeZone,
      offsets: locations.reminderOffsetsHours,
      quietStart: locations.quietHoursStart,
      quietEnd: locations.quietHoursEnd,
      phone: patients.phone,
      smsOptIn: patients.smsRemindersOptedInAt,
    })
    .from(appointments)
    .innerJoin(locations, eq(locations.id, appointments.locationId))
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .where(
      and(
        eq(appointments.status, 'Show'),
        gte(appointments.appointmentDate, toDbWallClock(at.getTime() - dayMs)),
        lte(appointments.appointmentDate, toDbWallClock(at.getTime() + longest * hourMs + dayMs)),
      ),
    );
  const candidates: Candidate[] = [];
  for (const row of rows) {
    const quiet = { start: row.quietStart, end: row.quietEnd };
    const wallMs = parseWallClock(row.start);
    const startMs = wallToUtcMs(wallMs, row.timeZone);
    if (startMs <= at.getTime() || inQuietHours(instantToWallMs(row.timeZone, at.getTime()), quiet)) continue;
    const due = row.offsets
      .map((offsetHours) => ({ offsetHours, dueMs: reminderDueMs(wallMs, row.timeZone, offsetHours, quiet) }))
      .filter((reminder) => reminder.dueMs <= at.getTime())
      .sort((a, b) => b.dueMs - a.dueMs);
    const [latest, ...passed] = due;
    if (!latest) continue;
    // A reminder whose moment came before the booking is not sent (the booking mail just said it all).
    const bookedAfter = latest.dueMs < Date.parse(row.createdAt);
    candidates.push({
      appointmentId: row.id,
      appointmentStart: row.start,
      send: bookedAfter ? null : latest,
      skip: bookedAfter ? due : passed,
      sms: row.smsOptIn ? toE164(row.phone) : null,
    });
  }
  return candidates;
}

/** Claims one reminder; false when it was already claimed (by this sweep's twin on another instance too). */
async function claim(
  tx: Transaction,
  candidate: Candidate,
  offsetHours: number,
  dueMs: number,
  channel: Channel,
  status: 'queued' | 'skipped',
): Promise<boolean> {
  const rows = await tx
    .insert(appointmentReminders)
    .values({
      appointmentId: candidate.appointmentId,
      appointmentStart: candidate.appointmentStart,
      offsetHours,
      channel,
      status,
      dueAt: new Date(dueMs).toISOString(),
      sentAt: status === 'queued' ? now().toISOString() : null,
    })
    .onConflictDoNothing()
    .returning({ id: appointmentReminders.id });
  return rows.length > 0;
}
