import { type KeyboardEvent, useId, useState } from 'react';
import { useClinicalTexts } from './clinicalTexts';
import { useDebouncedSearch } from './useDebouncedSearch';

export interface SearchComboboxProps<T> {
  id: string;
  search: (phrase: string) => Promise<T[]>;
  optionKey: (option: T) => string;
  optionLabel: (option: T) => string;
  selected: T | null;
  onSelect: (option: T | null) => void;
  invalid?: boolean;
  errorId?: string;
  required?: boolean;
}

/**
 * A search-as-you-type picker (ARIA combobox with a listbox): arrows move through the options,
 * Enter picks, Escape closes. Typing again after a pick clears it.
 */
export function SearchCombobox<T>({
  id,
  search,
  optionKey,
  optionLabel,
  selected,
  onSelect,
  invalid,
  errorId,
  required,
}: SearchComboboxProps<T>) {
  const texts = useClinicalTexts();
  const listboxId = useId();
  const { phrase, setPhrase, status, results } = useDebouncedSearch(search);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = selected && !open ? optionLabel(selected) : phrase;
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const expanded = open && status !== 'idle';

  const pick = (option: T) => {
    onSelect(option);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + results.length) % results.length);
    } else if (event.key === 'Enter' && open && active >= 0 && results[active]) {
      event.preventDefault();
      pick(results[active]);
    } else if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    }
  };

  const message =
    status === 'tooShort'
      ? texts.searchMinLength
      : status === 'waiting' || status === 'searching'
        ? texts.searching
        : status === 'failed'
          ? texts.unexpectedError
          : status === 'done' && results.length === 0
            ? texts.noMatchingOptions
            : null;

  return (
    <div className="cf-combobox">
      <input
        id={id}
        className="cf-input"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        aria-required={required || undefined}
        value={shown}
        onChange={(event) => {
          if (selected) onSelect(null);
          setPhrase(event.currentTarget.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          if (!selected) setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div className="cf-combobox-popup" hidden={!expanded}>
        {message && (
          <p className="cf-combobox-message" role="status">
            {message}
          </p>
        )}
        <div id={listboxId} role="listbox" className="cf-combobox-list">
          {status === 'done' &&
            results.map((option, index) => (
              // biome-ignore lint/a11y/useFocusableInteractive: options of a combobox are reached through aria-activedescendant, focus stays in the input.
              <div
                key={optionKey(option)}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className="cf-combobox-option"
                // mousedown, not click: it must win before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(option);
                }}
              >
                {optionLabel(option)}
              </div>
            ))}
        </div>
      </div>
    </div>
  );
}
