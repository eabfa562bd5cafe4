import type { CoreFormsCategory } from '@clinic/api-contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorBeyondFields } from '../../api/fieldErrorOf';
import { useApiMutation } from '../../api/useApiMutation';
import { FormModal } from '../../components/FormModal';
import { FormNameCategoryFields, nameCategoryFields } from './FormNameCategoryFields';
import { createForm, formsKeys } from './formsCalls';
import { formsTexts } from './formsTexts';

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
      error={errorBeyondFields(create.error, nameCategoryFields)}
      submitLabel={formsTexts.newForm}
      size="md"
    >
      <FormNameCategoryFields
        name={name}
        onNameChange={setName}
        category={chosen}
        onCategoryChange={setChosen}
        autoFocus
        error={create.error}
      />
    </FormModal>
  );
}
