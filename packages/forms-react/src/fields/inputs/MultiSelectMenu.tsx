import type { ChoiceOption } from '@clinic/forms-core';
import { type CSSProperties, useId } from 'react';
import { ChevronDownIcon, CloseIcon } from './icons';
import { fillText, useInputTexts } from './inputTexts';
import { usePopover } from './usePopover';

export interface MultiSelectMenuProps {
  /** The trigger's id, which the field's label points at. */
  id: string;
  label: string;
  options: readonly ChoiceOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  disabled: boolean;
  /** Above 0: no more than this many can be ticked (the rest are disabled). */
  maxOptions: number | null;
  optionLabel: (text: string) => string;
  invalid: boolean;
  errorId: string;
  style?: CSSProperties;
}

/**
 * A multiselect dropdown: a button opening a list of check boxes, the choices shown as
 * removable chips under it. Options stay in their listed order whatever the ticking order.
 */
export function MultiSelectMenu(props: MultiSelectMenuProps) {
  const { id, label, options, selected, onChange, disabled, maxOptions, optionLabel } = props;
  const texts = useInputTexts();
  const popover = usePopover();
  const panelId = useId();
  const isSelected = (option: ChoiceOption) => selected.includes(String(option.value));
  const atMax = maxOptions !== null && maxOptions > 0 && selected.length >= maxOptions;
  const toggle = (option: ChoiceOption, on: boolean) => {
    const next = options
      .filter((candidate) => (candidate === option ? on : isSelected(candidate)))
      .map((candidate) => String(candidate.value));
    // Values no longer among the options are kept: they were chosen once and still mean something.
    const retired = selected.filter(
      (value) => !options.some((candidate) => String(candidate.value) === value),
    );
    onChange([...next, ...retired]);
  };
  const chipLabel = (value: string) =>
    optionLabel(options.find((option) => String(option.value) === value)?.label ?? value);
  return (
    <div className="cf-multiselect" ref={popover.containerRef}>
      <div className="cf-popover-anchor">
        <button
          id={id}
          ref={popover.triggerRef}
          type="button"
          className="cf-input cf-select-trigger"
          style={props.style}
          aria-expanded={popover.open}
          aria-controls={panelId}
          aria-invalid={props.invalid || undefined}
          aria-describedby={props.invalid ? props.errorId : undefined}
          disabled={disabled}
          onClick={popover.toggle}
        >
          <span>
            {selected.length === 0 ? texts.select : fillText(texts.selectedCount, { n: selected.length })}
          </span>
          <ChevronDownIcon />
        </button>
        {popover.open && (
          <fieldset id={panelId} className="cf-popover cf-options-panel">
            <legend className="cf-visually-hidden">{label || texts.options}</legend>
            {maxOptions !== null && maxOptions > 0 && (
              <p className="cf-hint">{fillText(texts.maxOptionsHint, { n: maxOptions })}</p>
            )}
            {options.map((option) => {
              const checked = isSelected(option);
              return (
                <label key={String(option.value)} className="cf-choice">
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={!checked && atMax}
                    onChange={(event) => toggle(option, event.currentTarget.checked)}
                  />
                  <span>{optionLabel(option.label)}</span>
                </label>
              );
            })}
          </fieldset>
        )}
      </div>
      {selected.length > 0 && (
        <ul className="cf-chips" aria-label={label || texts.options}>
          {selected.map((value) => (
            <li key={value} className="cf-chip">
              <span>{chipLabel(value)}</span>
              {!disabled && (
                <button
                  type="button"
                  className="cf-chip-remove"
                  aria-label={fillText(texts.removeOption, { option: chipLabel(value) })}
                  onClick={() => onChange(selected.filter((item) => item !== value))}
                >
                  <CloseIcon />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
