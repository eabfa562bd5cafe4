import { clinicWallClock, DISPLAY_DATE_TIME_FORMAT } from '@clinic/forms-core';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../app/appInstance';
import type { OutgoingMail } from '../mail/mailer';
import { formatWallClock } from './wallClock';

/** "03/05/2025 10:00 AM" (portal.md section 5). */
export function displayWallClock(wallMs: number): string {
  return clinicWallClock(formatWallClock(wallMs), 0)?.format(DISPLAY_DATE_TIME_FORMAT) ?? '';
}

/** Sent after the change is committed: a mail server that fails must not undo a booking. */
export async function sendAfterCommit(
  deps: AppDeps,
  log: FastifyBaseLogger,
  mail: OutgoingMail | null,
): Promise<void> {
  if (!mail) return;
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    log.error({ err: error }, `mail not sent: ${mail.subject}`);
  }
}

// Mails name a time and a place only: no service or clinician, which could tell a health matter.

/** A registration approved: the requester may now sign in (no health information in it). */
export function registrationApprovedMail(to: string, portalUrl: string) {
  return {
    to,
    subject: 'Your registration is complete',
    text: `Your new-patient registration was approved. You can now sign in to the patient portal with this e-mail address: ${portalUrl}\n`,
    links: [portalUrl],
  } satisfies OutgoingMail;
}

/**
 * A registration approved onto an existing chart whose address on record is another one: the
 * requester gets no portal access from it (requester/requesterLogin.ts) and is told whom to ask.
 */
export function registrationApprovedWithoutPortalMail(to: string) {
  return {
    to,
    subject: 'Your registration is complete',
    text: 'Your new-patient registration was approved. To use the patient portal, please contact the clinic.\n',
  } satisfies OutgoingMail;
}

export function requestDeclinedMail(to: string, startWallMs: number, locationName: string, phone: string) {
  const contact = phone
    ? ` Please call us at ${phone} to find another time.`
    : ' Please contact us to find another time.';
  return {
    to,
    subject: 'About your appointment request',
    text: `We could not confirm your appointment request for ${displayWallClock(startWallMs)} at ${locationName}.${contact}\n`,
  } satisfies OutgoingMail;
}

export function waitlistOfferMail(to: string, link: string, validHours: number) {
  return {
    to,
    subject: 'An earlier appointment is available',
    text: `An earlier appointment is available. Open this link to see it and book it; it is offered to you for ${validHours} hours, then to the next person waiting:\n\n${link}\n\nIf you do nothing, you stay on the waitlist.\n`,
    links: [link],
  } satisfies OutgoingMail;
}
