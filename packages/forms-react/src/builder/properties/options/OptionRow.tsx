import type { EditedOption } from '@clinic/forms-core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { KeyboardEvent } from 'react';
import { usePropertyEditorTexts } from '../propertyEditorTexts';

export interface OptionRowProps {
  id: string;
  /** The handle's element id: focus returns to it after a keyboard move. */
  handleId: string;
  position: number;
  count: number;
  option: EditedOption;
  separateValues: boolean;
  scores: boolean;
  disabled?: boolean;
  onChange: (option: EditedOption) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/**
 * One option, edited in place: its label, its stored value and score when those are in use, a
 * handle to drag it (or to move it with the arrow keys) and a remove button.
 */
export function OptionRow({
  id,
  handleId,
  position,
  count,
  option,
  separateValues,
  scores,
  disabled,
  onChange,
  onMove,
  onRemove,
}: OptionRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled });
  const texts = usePropertyEditorTexts();
  const name = option.label || texts.optionNumber(position + 1);
  const moveByKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const to = position + step;
    if (to >= 0 && to < count) onMove(to);
  };
  return (
    <li
      ref={setNodeRef}
      className="cfb-option"
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        id={handleId}
        ref={setActivatorNodeRef}
        className="cfb-handle cfb-option-handle"
        aria-label={texts.move(name)}
        disabled={disabled}
        {...attributes}
        {...listeners}
        // Our arrow keys move the option at once; dnd-kit's sensor only handles pointers here.
        onKeyDown={moveByKey}
      >
        ⠿
      </button>
      <input
        className="cf-input"
        aria-label={texts.labelOfOption(position + 1)}
        value={option.label}
        disabled={disabled}
        onChange={(event) => onChange({ ...option, label: event.currentTarget.value })}
      />
      {separateValues && (
        <input
          className="cf-input cfb-option-value"
          aria-label={texts.storedValueOfOption(position + 1)}
          value={option.value}
          disabled={disabled}
          onChange={(event) => onChange({ ...option, value: event.currentTarget.value })}
        />
      )}
      {scores && (
        <input
          className="cf-input cfb-narrow"
          type="number"
          aria-label={texts.scoreOfOption(position + 1)}
          value={option.score ?? ''}
          disabled={disabled}
          onChange={(event) => {
            const typed = event.currentTarget.value;
            const { score: _dropped, ...rest } = option;
            onChange(typed === '' ? rest : { ...rest, score: Number(typed) });
          }}
        />
      )}
      <button
        type="button"
        className="cfb-icon-button"
        aria-label={texts.remove(name)}
        disabled={disabled}
        onClick={onRemove}
      >
        ×
      </button>
    </li>
  );
}
