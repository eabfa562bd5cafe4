/** A person's name as signatures record it (forms.md section 3, Signature value). */
export interface PersonName {
  firstName: string;
  middleName?: string;
  lastName: string;
}

/** The patient a form is about; a client-type ("Patient") signature records them. */
export interface FormPatient extends PersonName {
  mrn?: string;
}

/** The person filling the form, as the signature component needs them (forms.md section 4). */
export interface FormUser extends Partial<PersonName> {
  /** 'client' for a patient in the portal; staff types otherwise. */
  type: 'client' | 'staff' | 'techStaff';
  /** The full name as shown to people. */
  name: string;
  /** Staff credentials ("MD", "LCSW"), recorded with a user signature. */
  credential?: string;
  /** The user's stored signature as a data URL, when they have one ('Use My Signature'). */
  signatureDataUrl?: string | null;
  /**
   * The patient whose document is being filled: the portal's client user themselves, or the
   * patient a staff member fills the form for (a client signature is taken on their device).
   */
  patient?: FormPatient;
}

/**
 * 'Use My Signature' (forms.md section 6) appears only when the user has a saved signature and
 * is not a client; nor on a client-type signature, which the patient must sign themselves.
 */
export function canUseMySignature(user: FormUser | undefined, signatureType: unknown): boolean {
  return Boolean(user?.signatureDataUrl) && user?.type !== 'client' && signatureType !== 'client';
}
