import type { DocumentTexts } from './documentLanguage';

export interface FormHeaderTexts {
  /** The builder's placeholders where the logo, clinic name and form name go. */
  logo: string;
  clinicName: string;
  formName: string;
  effectiveDate: string;
  patientName: string;
  mrn: string;
  eocNumber: string;
  dateOfBirth: string;
  episodeStart: string;
}

/** The form header's labels (forms.md section 3), in both document languages. */
export const formHeaderTexts: DocumentTexts<FormHeaderTexts> = {
  en: {
    logo: 'Logo',
    clinicName: 'Clinic name',
    formName: 'Form name',
    effectiveDate: 'Effective date',
    patientName: 'Patient name',
    mrn: 'MRN',
    eocNumber: 'EOC number',
    dateOfBirth: 'Date of birth',
    episodeStart: 'Episode start date',
  },
  es: {
    logo: 'Logotipo',
    clinicName: 'Nombre de la clínica',
    formName: 'Nombre del formulario',
    effectiveDate: 'Fecha de vigencia',
    patientName: 'Nombre del paciente',
    mrn: 'N.º de expediente',
    eocNumber: 'N.º de episodio de atención',
    dateOfBirth: 'Fecha de nacimiento',
    episodeStart: 'Inicio del episodio',
  },
};
