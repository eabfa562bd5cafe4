import type { FormLanguage, GalleryMode } from '@clinic/forms-react';

interface GalleryPageTexts {
  title: string;
  intro: string;
  language: string;
  type: string;
  mode: string;
  allTypes: string;
  allModes: string;
  /** '{{count}}' is replaced by the number of samples shown. */
  shown: string;
  signIn: string;
  modes: Record<GalleryMode, string>;
}

/** The gallery page's own words; the components inside take theirs from the form language. */
export const galleryPageTexts: Record<FormLanguage, GalleryPageTexts> = {
  en: {
    title: 'Component gallery',
    intro:
      'Every component of the form library in every display mode, with sample data. Nothing you enter here is saved.',
    language: 'Language',
    type: 'Type',
    mode: 'Mode',
    allTypes: 'All types',
    allModes: 'All modes',
    shown: '{{count}} samples shown',
    signIn: 'Staff sign-in',
    modes: {
      'form-builder': 'Form builder',
      'form-builder-grid': 'Form builder, grid',
      properties: 'Properties',
      'form-submitter': 'Form submitter',
      'form-viewer': 'Form viewer',
      'e-form': 'E-form (portal)',
      printable: 'Printable',
    },
  },
  es: {
    title: 'Galería de componentes',
    intro:
      'Cada componente de la biblioteca de formularios en cada modo de visualización, con datos de ejemplo. Nada de lo que escriba aquí se guarda.',
    language: 'Idioma',
    type: 'Tipo',
    mode: 'Modo',
    allTypes: 'Todos los tipos',
    allModes: 'Todos los modos',
    shown: '{{count}} ejemplos mostrados',
    signIn: 'Acceso del personal',
    modes: {
      'form-builder': 'Constructor de formularios',
      'form-builder-grid': 'Constructor, cuadrícula',
      properties: 'Propiedades',
      'form-submitter': 'Envío de formulario',
      'form-viewer': 'Visor de formulario',
      'e-form': 'Formulario electrónico (portal)',
      printable: 'Imprimible',
    },
  },
};
