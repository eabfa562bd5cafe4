import type { DisplayValue } from '@clinic/forms-core';
import { useGridRendering } from '../../printable/gridRendering';
import type { FieldRendererProps } from '../../render/fieldRenderers';
import { DisplayValueView } from './DisplayValueView';
import { useDisplayValue } from './useDisplayValue';

export interface StaticFieldValueProps {
  field: FieldRendererProps;
  value: unknown;
  /** Adjusts the shown value where this rendering differs (the grid's four-asterisk password). */
  adjustShown?: ((shown: DisplayValue, grid: boolean) => DisplayValue) | undefined;
}

/** A field's stored value as read-only renderings show it: forms-core's display value, drawn. */
export function StaticFieldValue({ field, value, adjustShown }: StaticFieldValueProps) {
  const shown = useDisplayValue(field, value);
  const grid = useGridRendering();
  return <DisplayValueView id={field.inputId} value={adjustShown ? adjustShown(shown, grid) : shown} />;
}
