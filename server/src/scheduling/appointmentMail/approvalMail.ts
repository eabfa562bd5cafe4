import type { Queryable } from '../../db/database';
import type { OutgoingMail } from '../../mail/mailer';
import type { AppointmentRequestRow } from '../appointmentRequestsWithNames';
import { requesterEmail } from '../requesterEmail';
import { loadAppointmentFacts } from './appointmentFacts';
import { appointmentMail } from './appointmentMail';
import { staffMailLanguage } from './staffMailLanguage';

/**
 * The mail of an approved request, read inside the approval's transaction: staff caused it, so
 * it is in the requesting login's saved language (the visitor's page language when there is no
 * login). A reschedule says the appointment moved and also removes the old calendar entry.
 */
export async function approvalMail(
  db: Queryable,
  publicUrl: string,
  row: AppointmentRequestRow,
  appointmentId: string,
): Promise<OutgoingMail | null> {
  const email = await requesterEmail(db, row);
  const facts = await loadAppointmentFacts(db, appointmentId);
  if (!email || !facts) return null;
  const movedFrom = row.rescheduleOfAppointmentId
    ? await loadAppointmentFacts(db, row.rescheduleOfAppointmentId)
    : undefined;
  return appointmentMail(email, movedFrom ? 'moved' : 'booked', facts, {
    language: await staffMailLanguage(db, row),
    publicUrl,
    movedFrom,
  });
}
