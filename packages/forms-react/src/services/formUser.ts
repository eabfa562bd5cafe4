/** The person filling the form, as the signature component needs them (forms.md section 4). */
export interface FormUser {
  /** 'client' for a patient in the portal; staff types otherwise. */
  type: 'client' | 'staff' | 'techStaff';
  name: string;
  /** The user's stored signature as a data URL, when they have one ('Use My Signature'). */
  signatureDataUrl?: string | null;
}
