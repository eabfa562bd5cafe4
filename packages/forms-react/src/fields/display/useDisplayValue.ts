import { type DisplayOptions, type DisplayValue, displayValue, viewerTimeZone } from '@clinic/forms-core';
import { useFormLanguage } from '../../i18n/formLanguage';
import type { FieldRendererProps } from '../../render/fieldRenderers';
import { useClinicalContext } from '../../services/clinicalContext';

/** The form's language and the clinic's time: what every displayed value is worded and timed in. */
export function useDisplayOptions(): Required<DisplayOptions> {
  const language = useFormLanguage();
  const { timeZone } = useClinicalContext();
  // Instants that read differently where the reader is are named with the clinic's zone.
  return { language, timeZone, viewerTimeZone: viewerTimeZone() };
}

/** A field's value as every read-only rendering shows it (forms-core's displayValue). */
export function useDisplayValue(
  field: Pick<FieldRendererProps, 'node' | 'properties'>,
  value: unknown,
): DisplayValue {
  return displayValue(field.node, field.properties, value, useDisplayOptions());
}
