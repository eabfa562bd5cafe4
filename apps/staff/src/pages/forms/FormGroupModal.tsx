import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import type { CoreFormsFormGroup } from '@clinic/api-contract';
import { MultiSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorBeyondFields, fieldErrorOf } from '../../api/fieldErrorOf';
import { useApiMutation } from '../../api/useApiMutation';
import { FormModal } from '../../components/FormModal';
import { createFormGroup, formsKeys, patchFormGroup } from './formsCalls';
import { formsTexts } from './formsTexts';
import { useAllForms } from './useAllForms';

/** Creates or edits a form group: a name and the forms filled together, in order. */
export function FormGroupModal({
  group,
  onClose,
}: {
  group: CoreFormsFormGroup | null;
  onClose: () => void;
}) {
  const [name, setName] = useState(group?.name ?? '');
  const [formIds, setFormIds] = useState<string[]>(group?.formIds ?? []);
  const forms = useAllForms();
  const save = useApiMutation(
    (body: { name: string; formIds: string[] }) =>
      group ? patchFormGroup(group.id, body) : createFormGroup(body),
    [formsKeys.groups],
    onClose,
  );
  return (
    <FormModal
      opened
      title={group ? group.name : formsTexts.newGroup}
      onClose={onClose}
      onSubmit={() => save.mutate({ name, formIds })}
      busy={save.isPending}
      error={errorBeyondFields(save.error, ['name', 'formIds'])}
      size="md"
    >
      <TextInput
        label={formsTexts.groupName}
        required
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        data-autofocus
        error={fieldErrorOf(save.error, 'name')}
      />
      <MultiSelect
        label={formsTexts.pickForms}
        data={(forms.data ?? []).map((form) => ({
          value: form.id,
          label: `${form.name} (${formsTexts.categories[form.category]})`,
        }))}
        value={formIds}
        onChange={setFormIds}
        searchable
        required
        error={fieldErrorOf(save.error, 'formIds')}
      />
    </FormModal>
  );
}
