import { useId } from 'react';
import type { BuilderListState } from '../services/useBuilderList';
import { usePropertyEditorTexts } from './propertyEditorTexts';

export interface ListedChoice {
  value: string;
  label: string;
}

export interface ListedSelectProps {
  label: string;
  /** The chosen value; '' for none. */
  value: string;
  /** The choices as read from the host. */
  list: BuilderListState<ListedChoice>;
  /** The empty choice's text. */
  placeholder: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/**
 * A property chosen from a list the host reads from its server (collections, forms). A value the
 * list does not hold (deleted, renamed, or the list unread) stays shown, so nothing is lost unseen.
 */
export function ListedSelect({ label, value, list, placeholder, onChange, disabled }: ListedSelectProps) {
  const texts = usePropertyEditorTexts();
  const id = useId();
  const choices = list.status === 'ready' ? list.items : [];
  const unlisted = value !== '' && !choices.some((choice) => choice.value === value);
  const status = {
    ready: null,
    loading: texts.listLoading,
    error: texts.listFailed,
    unavailable: texts.listUnavailable,
  }[list.status];
  return (
    <div className="cf-field">
      <label htmlFor={id} className="cf-label">
        {label}
      </label>
      <select
        id={id}
        className="cf-input"
        value={value}
        disabled={disabled}
        aria-describedby={status ? `${id}-status` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {unlisted && (
          <option value={value}>{list.status === 'ready' ? texts.notInList(value) : value}</option>
        )}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {status && (
        <p id={`${id}-status`} className="cfb-muted" role="status">
          {status}
        </p>
      )}
    </div>
  );
}
