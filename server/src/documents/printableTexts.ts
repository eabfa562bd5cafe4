import type { DocumentTexts } from '@clinic/forms-core';

/** The printed page's own words (its detail labels, what stands for an image a PDF cannot draw). */
export const printableTexts: DocumentTexts<{
  patient: string;
  mrn: string;
  dateOfBirth: string;
  effectiveDate: string;
  status: string;
  completed: string;
  createdBy: string;
  image: string;
  imageNotDrawn: string;
}> = {
  en: {
    patient: 'Patient',
    mrn: 'MRN',
    dateOfBirth: 'Date of birth',
    effectiveDate: 'Effective date',
    status: 'Status',
    completed: 'Completed',
    createdBy: 'Created by',
    image: '(image)',
    imageNotDrawn: '(image could not be drawn)',
  },
  es: {
    patient: 'Paciente',
    mrn: 'N.º de expediente',
    dateOfBirth: 'Fecha de nacimiento',
    effectiveDate: 'Fecha de vigencia',
    status: 'Estado',
    completed: 'Completado',
    createdBy: 'Creado por',
    image: '(imagen)',
    imageNotDrawn: '(no se pudo dibujar la imagen)',
  },
};
