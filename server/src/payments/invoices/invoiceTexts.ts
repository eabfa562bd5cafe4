import type { DocumentLanguage } from '@clinic/forms-core';

/** The invoice's words on its PDF and in its e-mail, in the patient's language. */
export const invoiceTexts: Record<
  DocumentLanguage,
  {
    title: string;
    patient: string;
    accountNumber: string;
    issued: string;
    columns: [string, string, string, string, string, string];
    balanceDue: string;
    noLines: string;
    payOnline: string;
    mailSubject: (number: string, organization: string) => string;
    mailText: (number: string, balance: string, organization: string) => string;
  }
> = {
  en: {
    title: 'Statement',
    patient: 'Patient',
    accountNumber: 'Account number',
    issued: 'Issued',
    columns: ['Date', 'Description', 'Details', 'Charges', 'Payments', 'Balance'],
    balanceDue: 'Balance due',
    noLines: 'No charges or payments.',
    payOnline: 'Pay online in the patient portal, Billing.',
    mailSubject: (number, organization) => `Your statement ${number} from ${organization}`,
    mailText: (number, balance, organization) =>
      `${organization} has issued statement ${number}. Balance due: ${balance}.\nSign in to the portal and open Billing to view or download it.`,
  },
  es: {
    title: 'Estado de cuenta',
    patient: 'Paciente',
    accountNumber: 'Número de cuenta',
    issued: 'Emitido',
    columns: ['Fecha', 'Descripción', 'Detalles', 'Cargos', 'Pagos', 'Saldo'],
    balanceDue: 'Saldo pendiente',
    noLines: 'No hay cargos ni pagos.',
    payOnline: 'Pague en línea en el portal del paciente, Facturación.',
    mailSubject: (number, organization) => `Su estado de cuenta ${number} de ${organization}`,
    mailText: (number, balance, organization) =>
      `${organization} emitió el estado de cuenta ${number}. Saldo pendiente: ${balance}.\nInicie sesión en el portal y abra Facturación para verlo o descargarlo.`,
  },
};
