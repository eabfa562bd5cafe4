import { signedByMaxLength } from '@clinic/forms-core';
import type { FormPatient, FormUser, PersonName } from '../../../services/formUser';
import { wallClockNow } from '../wallClockNow';

/** The Signature value (forms.md section 3; forms-core signature valueSchema). */
export interface SignatureValue {
  /** The signature image as a PNG data URL. */
  signature: string;
  /** When it was signed: wall-clock YYYY-MM-DDTHH:mm:ss, shown as written. */
  date: string;
  user: { firstName: string; middleName: string; lastName: string; credential: string } | null;
  client: { firstName: string; middleName: string; lastName: string; mrn: string } | null;
  signedBy: string;
}

export type SignatureType = 'client' | 'general' | 'user';

export function signatureTypeOf(value: unknown): SignatureType {
  return value === 'client' || value === 'general' ? value : 'user';
}

export function fullName(person: Partial<PersonName> | undefined): string {
  return [person?.firstName, person?.middleName, person?.lastName].filter(Boolean).join(' ');
}

/** Signed By holds at most 50 characters (forms.md section 9). */
export function limitSignedBy(text: string): string {
  return text.slice(0, signedByMaxLength);
}

function userBlock(user: FormUser | undefined): SignatureValue['user'] {
  if (!user || user.type === 'client') return null;
  return {
    firstName: user.firstName ?? '',
    middleName: user.middleName ?? '',
    lastName: user.lastName ?? '',
    credential: user.credential ?? '',
  };
}

function clientBlock(patient: FormPatient | undefined): SignatureValue['client'] {
  if (!patient) return null;
  return {
    firstName: patient.firstName,
    middleName: patient.middleName ?? '',
    lastName: patient.lastName,
    mrn: patient.mrn ?? '',
  };
}

/** Who signs a signature of a type: the staff member, the patient, or nobody known (general). */
export function signerName(type: SignatureType, user: FormUser | undefined): string {
  if (type === 'user') return user?.name || fullName(user);
  if (type === 'client') return fullName(user?.patient);
  return '';
}

/**
 * A new signature: a user signature records the signed-in staff member, a client ("Patient")
 * signature the patient, a general one only who typed their name in Signed By. Signed By starts
 * with the signer's name, or keeps what was typed before signing.
 */
export function signedValue(options: {
  image: string;
  type: SignatureType;
  user: FormUser | undefined;
  previous: unknown;
  now?: Date;
}): SignatureValue {
  const { image, type, user } = options;
  const signingUser = type === 'user' ? userBlock(user) : null;
  const client = type === 'client' ? clientBlock(user?.patient) : null;
  const typed = signedByOf(options.previous);
  const signer = signerName(type, user);
  return {
    signature: image,
    date: wallClockNow(options.now),
    user: signingUser,
    client,
    signedBy: limitSignedBy(typed || signer),
  };
}

export function signedByOf(value: unknown): string {
  if (typeof value !== 'object' || value === null) return '';
  const signedBy = (value as { signedBy?: unknown }).signedBy;
  return typeof signedBy === 'string' ? signedBy : '';
}

export function signatureImageOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const image = (value as { signature?: unknown }).signature;
  return typeof image === 'string' && image !== '' ? image : null;
}

export function signatureDateOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const date = (value as { date?: unknown }).date;
  return typeof date === 'string' && date !== '' ? date : null;
}
