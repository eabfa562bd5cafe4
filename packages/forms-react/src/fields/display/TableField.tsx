import './display.css';
import type { FieldRendererProps } from '../../render/fieldRenderers';
import { presentationOf } from '../../render/presentation';
import { DisplayValueView } from './DisplayValueView';
import { useDisplayTexts } from './displayTexts';
import { useDisplayValue } from './useDisplayValue';

/**
 * Table: a read-only table of computed columns {key, label, class} and items, the same in every
 * mode (forms-core's display value); the builder says what it will hold before it is computed.
 */
export function TableField({ node, properties, mode, editable, inputId }: FieldRendererProps) {
  const texts = useDisplayTexts();
  const shown = useDisplayValue({ node, properties }, undefined);
  if (shown.kind === 'empty' && presentationOf(mode, editable) === 'preview')
    return (
      <output id={inputId} className="cf-static">
        {texts.tablePreview}
      </output>
    );
  const label = typeof properties.label === 'string' ? properties.label : undefined;
  return <DisplayValueView id={inputId} value={shown} label={label} />;
}
