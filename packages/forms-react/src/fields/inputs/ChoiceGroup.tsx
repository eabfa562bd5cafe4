import type { CSSProperties, ReactNode } from 'react';
import type { FieldRendererProps } from '../../render/fieldRenderers';
import { useInputTexts } from './inputTexts';
import { textProperty } from './propertyReaders';

export interface ChoiceGroupProps {
  field: FieldRendererProps;
  /** Columns of the list (multiple choice columnsCount); ignored when shown inline. */
  columns?: number;
  className?: string;
  children: ReactNode;
}

/**
 * The fieldset around radio buttons, check boxes or a field's several selects: named by the
 * field's label (a legend for screen readers; the visible label is the field's), laid out
 * inline (showInline) or in columns. Its id is the field's input id.
 */
export function ChoiceGroup({ field, columns = 1, className = 'cf-choices', children }: ChoiceGroupProps) {
  const texts = useInputTexts();
  const inline = field.properties.showInline === true;
  // The visible asterisk is hidden from screen readers; a group has no aria-required, so the legend says it.
  const label = textProperty(field.properties, 'label') ?? '';
  const legend = field.properties.required === true ? `${label} ${texts.requiredSuffix}` : label;
  // One column is the stylesheet's default, so the usual list sets no style.
  const count = Math.max(1, Math.floor(columns));
  const style = inline || count === 1 ? undefined : ({ '--cf-choice-columns': count } as CSSProperties);
  return (
    <fieldset
      id={field.inputId}
      aria-describedby={field.invalid ? field.errorId : undefined}
      className={inline ? `${className} cf-choices-inline` : className}
      style={style}
    >
      <legend className="cf-visually-hidden">{legend}</legend>
      {children}
    </fieldset>
  );
}
