import { type CoreFormsCategory, coreFormsCategories } from '@clinic/api-contract';
import { Select, TextInput } from '@mantine/core';
import { fieldErrorOf } from '../../api/fieldErrorOf';
import { formsTexts } from './formsTexts';

/** The categories as a select offers them, in the chosen language. */
export function categoryOptions() {
  return coreFormsCategories.map((value) => ({ value, label: formsTexts.categories[value] }));
}

/** The fields here: a dialog's alert leaves their messages to them. */
export const nameCategoryFields = ['name', 'category'];

/** A form's required name and its category, as both the new-form and the details dialogs ask them. */
export function FormNameCategoryFields({
  name,
  onNameChange,
  category,
  onCategoryChange,
  autoFocus = false,
  error,
}: {
  name: string;
  onNameChange: (name: string) => void;
  category: CoreFormsCategory;
  onCategoryChange: (category: CoreFormsCategory) => void;
  autoFocus?: boolean;
  /** The refused save, whose name or category message shows at that field. */
  error: unknown;
}) {
  return (
    <>
      <TextInput
        label={formsTexts.name}
        required
        value={name}
        onChange={(event) => onNameChange(event.currentTarget.value)}
        data-autofocus={autoFocus || undefined}
        error={fieldErrorOf(error, 'name')}
      />
      <Select
        label={formsTexts.category}
        data={categoryOptions()}
        value={category}
        allowDeselect={false}
        error={fieldErrorOf(error, 'category')}
        onChange={(value) => {
          const next = coreFormsCategories.find((c) => c === value);
          if (next) onCategoryChange(next);
        }}
      />
    </>
  );
}
