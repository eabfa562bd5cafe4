import { useMemo } from 'react';
import { useBuilderServices } from '../services/builderServices';
import { useBuilderList } from '../services/useBuilderList';
import { type ListedChoice, ListedSelect } from './ListedSelect';
import { usePropertyEditorTexts } from './propertyEditorTexts';

export interface FormChoiceEditorProps {
  label: string;
  /** The chosen form's id, or null. */
  value: unknown;
  onChange: (value: string | null) => void;
  /** The categories of the forms offered. */
  categories: readonly string[];
  disabled?: boolean;
}

/** A form property (the Document Picker's source form): one of the host's forms, shown by name. */
export function FormChoiceEditor({ label, value, onChange, categories, disabled }: FormChoiceEditorProps) {
  const texts = usePropertyEditorTexts();
  const { forms } = useBuilderServices();
  const categoryKey = categories.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the categories by value, not by array identity
  const loadChoices = useMemo(
    () =>
      forms
        ? async () =>
            (await forms(categories))
              .map((form): ListedChoice => ({ value: form.id, label: form.name }))
              .sort((a, b) => a.label.localeCompare(b.label))
        : undefined,
    [forms, categoryKey],
  );
  const list = useBuilderList(loadChoices);
  const id = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  return (
    <ListedSelect
      label={label}
      value={id}
      list={list}
      placeholder={texts.chooseForm}
      disabled={disabled}
      onChange={(chosen) => onChange(chosen || null)}
    />
  );
}
