import { type ChoiceOption, readOptions } from '@clinic/forms-core';
import type { CSSProperties } from 'react';
import type { FieldRendererProps } from '../../render/fieldRenderers';
import { lazyComponent } from '../../render/lazyComponent';
import { LoadingPlaceholder } from '../../render/lazyFieldRenderer';
import { useDefaultTextLabel } from './defaultOptionTexts';
import { type EditorProps, fieldModesRenderer } from './FieldModes';
import { useInputTexts } from './inputTexts';
import { textProperty } from './propertyReaders';
import './inputs.css';

/** Dropdown v1: the chosen option's text, or the list of them with multiselect. */
type DropdownV1Value = string | string[];

function readDropdownV1(raw: unknown): DropdownV1Value | null {
  if (typeof raw === 'string') return raw === '' ? null : raw;
  if (typeof raw === 'number') return String(raw);
  if (Array.isArray(raw))
    return raw.filter((item) => typeof item === 'string' || typeof item === 'number').map(String);
  return null;
}

// Most dropdowns pick one option: the multiselect menu loads with the first one shown.
const MultiSelectMenu = lazyComponent(
  () => import('./MultiSelectMenu').then((m) => m.MultiSelectMenu),
  ({ id }) => <LoadingPlaceholder id={id} />,
);

export const DropdownField = fieldModesRenderer({ Editor: DropdownV1Editor, read: readDropdownV1 });

function DropdownV1Editor({ value, onChange, disabled, field }: EditorProps<DropdownV1Value>) {
  const optionLabel = useDefaultTextLabel();
  const options = readOptions(field.properties.options);
  if (field.properties.multiselect === true) {
    const selected = value === null ? [] : Array.isArray(value) ? value : [value];
    return (
      <MultiSelectMenu
        id={field.inputId}
        label={textProperty(field.properties, 'label') ?? ''}
        options={options}
        selected={selected}
        onChange={(next) => onChange(next.length === 0 ? null : next)}
        disabled={disabled}
        maxOptions={null}
        optionLabel={optionLabel}
        invalid={field.invalid}
        errorId={field.errorId}
      />
    );
  }
  return (
    <SingleSelect
      field={field}
      options={options}
      selected={Array.isArray(value) ? (value[0] ?? null) : value}
      onSelect={onChange}
      disabled={disabled}
    />
  );
}

export interface SingleSelectProps {
  field: FieldRendererProps;
  options: readonly ChoiceOption[];
  selected: string | null;
  onSelect: (value: string | null) => void;
  disabled: boolean;
  /** Extra choices after the options (dropdown v2's "Other"). */
  extra?: readonly ChoiceOption[];
  style?: CSSProperties;
}

/** A native select: keyboard, screen readers and phones handle it best. The first choice clears it. */
export function SingleSelect({
  field,
  options,
  selected,
  onSelect,
  disabled,
  extra = [],
  style,
}: SingleSelectProps) {
  const texts = useInputTexts();
  const optionLabel = useDefaultTextLabel();
  const all = [...options, ...extra];
  // A value no longer among the options still shows, so saving does not silently drop it.
  const retired = selected !== null && !all.some((option) => String(option.value) === selected);
  return (
    <select
      id={field.inputId}
      className="cf-input cf-select"
      style={style}
      disabled={disabled}
      value={selected ?? ''}
      aria-invalid={field.invalid || undefined}
      aria-describedby={field.invalid ? field.errorId : undefined}
      aria-required={field.properties.required === true || undefined}
      onChange={(event) => onSelect(event.currentTarget.value === '' ? null : event.currentTarget.value)}
    >
      <option value="">{texts.select}</option>
      {retired && <option value={selected}>{selected}</option>}
      {all.map((option) => (
        <option key={String(option.value)} value={String(option.value)}>
          {optionLabel(option.label)}
        </option>
      ))}
    </select>
  );
}
