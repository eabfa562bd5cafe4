import { defineFormTexts } from '../../i18n/formLanguage';
import type { PreviewDevice, PreviewMode } from './previewOptions';

/** The preview's controls: screen widths, display modes and sample answers. */
export const usePreviewTexts = defineFormTexts({
  en: {
    preview: 'Preview',
    screenWidth: 'Screen width',
    device: (name: string, width: number) => `${name} · ${width} px`,
    devices: { phone: 'Phone', tablet: 'Tablet', desktop: 'Desktop' } satisfies Record<PreviewDevice, string>,
    displayMode: 'Display mode',
    modes: {
      'form-submitter': 'Filling in (staff)',
      'form-viewer': 'Read-only (viewer)',
      'e-form': 'Patient portal (e-form)',
      printable: 'Printable',
      'form-builder': 'Design (form-builder)',
    } satisfies Record<PreviewMode, string>,
    sampleAnswers: 'Sample answers',
  },
  es: {
    preview: 'Vista previa',
    screenWidth: 'Ancho de pantalla',
    device: (name: string, width: number) => `${name} · ${width} px`,
    devices: { phone: 'Teléfono', tablet: 'Tableta', desktop: 'Escritorio' },
    displayMode: 'Modo de visualización',
    modes: {
      'form-submitter': 'Cumplimentación (personal)',
      'form-viewer': 'Solo lectura (consulta)',
      'e-form': 'Portal del paciente (formulario electrónico)',
      printable: 'Versión imprimible',
      'form-builder': 'Diseño (editor de formularios)',
    },
    sampleAnswers: 'Respuestas de ejemplo',
  },
});
