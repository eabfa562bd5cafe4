import { type CoreFormsCategory, coreFormsCategories } from '@clinic/api-contract';
import { Select, TextInput } from '@mantine/core';
import { formsTexts } from './formsTexts';

export const categoryOptions = coreFormsCategories.map((value) => ({
  value,
  label: formsTexts.categories[value],
}));

/** A form's required name and its category, as both the new-form and the details dialogs ask them. */
export function FormNameCategoryFields({
  name,
  onNameChange,
  category,
  onCategoryChange,
  autoFocus = false,
}: {
  name: string;
  onNameChange: (name: string) => void;
  category: CoreFormsCategory;
  onCategoryChange: (category: CoreFormsCategory) => void;
  autoFocus?: boolean;
}) {
  return (
    <>
      <TextInput
        label={formsTexts.name}
        required
        value={name}
        onChange={(event) => onNameChange(event.currentTarget.value)}
        data-autofocus={autoFocus || undefined}
      />
      <Select
        label={formsTexts.category}
        data={categoryOptions}
        value={category}
        allowDeselect={false}
        onChange={(value) => {
          const next = coreFormsCategories.find((c) => c === value);
          if (next) onCategoryChange(next);
        }}
      />
    </>
  );
}
