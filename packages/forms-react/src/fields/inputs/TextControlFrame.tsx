import type { ReactNode } from 'react';
import type { FieldRendererProps } from '../../render/fieldRenderers';
import { LengthCounter, lengthLimit } from './LengthCounter';
import { textListProperty } from './propertyReaders';
import { SavedResponsesMenu, useSavedResponsesOffered } from './SavedResponsesMenu';
import { insertResponse } from './textControlProps';

export interface TextControlFrameProps {
  field: FieldRendererProps;
  text: string;
  disabled: boolean;
  onChange: (text: string) => void;
  /** Whether this type offers saved responses, and what goes between the text and a picked one. */
  menu: { separator: string } | null;
  /** Whether this type shows "N characters left" under a limited field. */
  counter: boolean;
}

/**
 * A text control with what may go around it: the saved-responses menu (drawn once the field is
 * focused or pointed at, `revealed`) and the length counter. Wrappers exist only where something can go,
 * decided by the field's type, properties and segment, never by the reveal, so the control is
 * never re-created under the user's cursor; a plain field is its control alone (issue 22.4).
 * A hook returning the framed control, called by the text editors: no component of its own.
 */
export function useTextControlFrame(
  { field, text, disabled, onChange, menu, counter }: TextControlFrameProps,
  control: ReactNode,
): ReactNode {
  const offered = useSavedResponsesOffered() && menu !== null && !disabled;
  const counted = counter && !disabled && lengthLimit(field.properties) !== null;
  const framed = offered ? (
    <div className="cf-input-row">
      {control}
      {field.revealed && (
        <SavedResponsesMenu
          componentId={field.node.id}
          responseOptions={textListProperty(field.properties, 'responseOptions')}
          currentText={text}
          onPick={(response) => onChange(insertResponse(text, response, menu.separator))}
        />
      )}
    </div>
  ) : (
    control
  );
  if (!counted) return framed;
  return (
    <div className="cf-stack">
      {framed}
      <LengthCounter properties={field.properties} text={text} />
    </div>
  );
}
