import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import type { CoreFormsCategory, CoreFormsForm } from '@clinic/api-contract';
import { Checkbox, Textarea } from '@mantine/core';
import { useState } from 'react';
import { errorBeyondFields } from '../../api/fieldErrorOf';
import { useApiMutation } from '../../api/useApiMutation';
import { FormModal } from '../../components/FormModal';
import { FormNameCategoryFields, nameCategoryFields } from './FormNameCategoryFields';
import { formsKeys, patchForm } from './formsCalls';
import { formsTexts } from './formsTexts';

/** A form's name, category, instructions and whether it shows in the OMT. */
export function FormDetailsModal({ form, onClose }: { form: CoreFormsForm; onClose: () => void }) {
  const [name, setName] = useState(form.name);
  const [category, setCategory] = useState<CoreFormsCategory>(form.category);
  const [documentInstructions, setInstructions] = useState(form.documentInstructions);
  const [showInOmt, setShowInOmt] = useState(form.showInOmt);
  const save = useApiMutation(
    () => patchForm(form.id, { name, category, documentInstructions, showInOmt }),
    [formsKeys.all],
    onClose,
  );
  return (
    <FormModal
      opened
      title={formsTexts.details}
      onClose={onClose}
      onSubmit={() => save.mutate(undefined)}
      busy={save.isPending}
      error={errorBeyondFields(save.error, nameCategoryFields)}
      size="md"
    >
      <FormNameCategoryFields
        name={name}
        onNameChange={setName}
        category={category}
        onCategoryChange={setCategory}
        error={save.error}
      />
      <Textarea
        label={formsTexts.documentInstructions}
        autosize
        minRows={3}
        value={documentInstructions}
        onChange={(event) => setInstructions(event.currentTarget.value)}
      />
      <Checkbox
        label={formsTexts.showInOmt}
        checked={showInOmt}
        onChange={(event) => setShowInOmt(event.currentTarget.checked)}
      />
    </FormModal>
  );
}
