import { type CoreFormsCategory, coreFormsCategories } from '@clinic/api-contract';
import { Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiMutation } from '../../api/useApiMutation';
import { FormModal } from '../../components/FormModal';
import { createForm, formsKeys } from './formsCalls';
import { formsTexts } from './formsTexts';

export const categoryOptions = coreFormsCategories.map((value) => ({
  value,
  label: formsTexts.categories[value],
}));

/** A new form (with its first, official version), opened in the builder at once. */
export function NewFormModal({ category, onClose }: { category: CoreFormsCategory; onClose: () => void }) {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<CoreFormsCategory>(category);
  const create = useApiMutation(createForm, [formsKeys.all], (form) => navigate(`/forms/${form.id}`));
  return (
    <FormModal
      opened
      title={formsTexts.newForm}
      onClose={onClose}
      onSubmit={() =>
        create.mutate({
          name,
          category: chosen,
          documentInstructions: '',
          showInOmt: false,
          versionName: 'Version 1',
        })
      }
      busy={create.isPending}
      error={create.error}
      submitLabel={formsTexts.newForm}
      size="md"
    >
      <TextInput
        label={formsTexts.name}
        required
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        data-autofocus
      />
      <Select
        label={formsTexts.category}
        data={categoryOptions}
        value={chosen}
        allowDeselect={false}
        onChange={(value) => {
          const next = coreFormsCategories.find((c) => c === value);
          if (next) setChosen(next);
        }}
      />
    </FormModal>
  );
}
