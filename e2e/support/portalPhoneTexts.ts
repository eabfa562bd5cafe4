/**
 * The words a patient reads on the portal's pages in each language, for the tests that walk every
 * page in both (the portal's apps/portal/src/i18n texts, as the buttons and headings show them).
 */
export interface PortalPhoneTexts {
  language: 'en' | 'es';
  /** The language's name in test titles. */
  name: string;
  next: string;
  noInsurance: string;
  selfPay: string;
  makePayment: string;
  paymentOptions: string;
  payNow: string;
  payTitle: string;
  userMenu: RegExp;
  switchPatient: string;
  signOut: string;
  cancel: string;
  dateOfBirth: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export const portalPhoneTexts: readonly PortalPhoneTexts[] = [
  {
    language: 'en',
    name: 'English',
    next: 'Next',
    noInsurance: 'No insurance',
    selfPay: 'Self-pay',
    makePayment: 'Make a payment',
    paymentOptions: 'Payment options',
    payNow: 'Pay Now',
    payTitle: 'Pay your balance',
    userMenu: /^Account of /,
    switchPatient: 'Switch patient',
    signOut: 'Sign out',
    cancel: 'Cancel',
    dateOfBirth: 'Date of birth',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
  },
  {
    language: 'es',
    name: 'Spanish',
    next: 'Siguiente',
    noInsurance: 'Sin seguro',
    selfPay: 'Pago particular',
    makePayment: 'Realizar un pago',
    paymentOptions: 'Opciones de pago',
    payNow: 'Pagar ahora',
    payTitle: 'Pagar su saldo',
    userMenu: /^Cuenta de /,
    switchPatient: 'Cambiar de paciente',
    signOut: 'Cerrar sesión',
    cancel: 'Cancelar',
    dateOfBirth: 'Fecha de nacimiento',
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    phone: 'Teléfono',
  },
];
