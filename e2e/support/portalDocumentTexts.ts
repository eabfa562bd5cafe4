import type { Page } from '@playwright/test';

/**
 * What a patient reads around a document in each of the portal's languages (the portal's
 * apps/portal/src/i18n texts, and forms.md section 8's messages as the form words them).
 */
export interface PortalDocumentTexts {
  language: 'en' | 'es';
  /** The language's name in test titles. */
  name: string;
  fillIn: string;
  complete: string;
  saveDraft: string;
  next: string;
  pageOf(current: number, total: number): string;
  fixErrors: string;
  saved: string;
  unsaved: string;
  completed: string;
  completedStatus: string;
  locked: string;
  mainNavigation: string;
  documents: string;
  leaveTitle: string;
  stay: string;
  leave: string;
  required: string;
  tooLong(limit: number): string;
}

export const portalDocumentTexts: readonly PortalDocumentTexts[] = [
  {
    language: 'en',
    name: 'English',
    fillIn: 'Fill in',
    complete: 'Complete',
    saveDraft: 'Save draft',
    next: 'Next',
    pageOf: (current, total) => `Page ${current} of ${total}`,
    fixErrors: 'Some answers need your attention.',
    saved: 'Your answers were saved.',
    unsaved: 'You have unsaved changes.',
    completed: 'The document was completed and sent to your clinic.',
    completedStatus: 'Completed',
    locked: 'This document is completed and can no longer be changed.',
    mainNavigation: 'Main navigation',
    documents: 'Documents',
    leaveTitle: 'Leave this document?',
    stay: 'Stay',
    leave: 'Leave',
    required: 'This field is required',
    tooLong: (limit) => `This field length must be less than ${limit}`,
  },
  {
    language: 'es',
    name: 'Spanish',
    fillIn: 'Completar',
    complete: 'Completar',
    saveDraft: 'Guardar borrador',
    next: 'Siguiente',
    pageOf: (current, total) => `Página ${current} de ${total}`,
    fixErrors: 'Algunas respuestas requieren su atención.',
    saved: 'Sus respuestas se guardaron.',
    unsaved: 'Tiene cambios sin guardar.',
    completed: 'El documento se completó y se envió a su clínica.',
    completedStatus: 'Completado',
    locked: 'Este documento está completado y ya no se puede cambiar.',
    mainNavigation: 'Navegación principal',
    documents: 'Documentos',
    leaveTitle: '¿Salir de este documento?',
    stay: 'Quedarse',
    leave: 'Salir',
    required: 'Este campo es obligatorio',
    tooLong: (limit) => `La longitud de este campo debe ser menor que ${limit}`,
  },
];

/** Opens the portal in `texts`' language from the next page on, as a patient's earlier choice would. */
export async function choosePortalLanguage(page: Page, texts: PortalDocumentTexts): Promise<void> {
  await page.addInitScript((language) => localStorage.setItem('lang', language), texts.language);
}
