import { z } from 'zod';

/**
 * A body's own rules beyond a field's type (zod refinements), coded so the server words them in
 * the caller's language (server/src/app/validationIssueText.ts). They reach the apps only as the
 * worded messages of a 400's fieldErrors, never as ErrorReply.code: kept apart from
 * serverMessageCodes, so the portal's first page does not carry their texts.
 */
export const validationRefusalCodes = [
  'unknownTimeZone',
  'insuranceDetailsMissing',
  'cancelReasonMissing',
  'endTimeBeforeStart',
  'endDateBeforeStart',
  'noteReasonMissing',
  'writeOffRaisesBalance',
  'documentOrGroupRequired',
  'episodeOrPatientRequired',
  'clockTimeInvalid',
  'reminderOffsetRepeated',
] as const;
export const validationRefusalCodeSchema = z.enum(validationRefusalCodes);
export type ValidationRefusalCode = z.infer<typeof validationRefusalCodeSchema>;

export const validationMessagesEnglish: Record<ValidationRefusalCode, string> = {
  unknownTimeZone: 'Choose a time zone from the list',
  insuranceDetailsMissing: 'Enter your insurance details.',
  cancelReasonMissing: 'Please say why you cancel.',
  endTimeBeforeStart: 'The end time must be after the start time.',
  endDateBeforeStart: 'The end date must not be before the start date.',
  noteReasonMissing: 'Say why in the note.',
  writeOffRaisesBalance: 'A write-off can only lower the balance.',
  documentOrGroupRequired: 'Give either documentId or documentGroupId.',
  episodeOrPatientRequired: 'Either episodeOfCareId or patientId is required',
  clockTimeInvalid: 'Enter a time from 00:00 to 23:59.',
  reminderOffsetRepeated: 'Give each number of hours only once.',
};

export const validationMessagesSpanish: Record<ValidationRefusalCode, string> = {
  unknownTimeZone: 'Elija una zona horaria de la lista',
  insuranceDetailsMissing: 'Escriba los datos de su seguro.',
  cancelReasonMissing: 'Indique por qué cancela.',
  endTimeBeforeStart: 'La hora de fin debe ser posterior a la de inicio.',
  endDateBeforeStart: 'La fecha de fin no puede ser anterior a la de inicio.',
  noteReasonMissing: 'Indique el motivo en la nota.',
  writeOffRaisesBalance: 'Una cancelación de deuda solo puede reducir el saldo.',
  documentOrGroupRequired: 'Indique documentId o documentGroupId.',
  episodeOrPatientRequired: 'Se requiere episodeOfCareId o patientId',
  clockTimeInvalid: 'Escriba una hora de 00:00 a 23:59.',
  reminderOffsetRepeated: 'Indique cada número de horas una sola vez.',
};

/** A refinement's options for a coded rule: its English text, and its code for the server to word. */
export function codedIssue(code: ValidationRefusalCode): {
  message: string;
  params: { code: ValidationRefusalCode };
} {
  return { message: validationMessagesEnglish[code], params: { code } };
}
