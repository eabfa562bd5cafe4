import '../../components/selectStyles';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Group, Radio, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiMutation } from '../../api/useApiMutation';
import { FormModal } from '../../components/FormModal';
import { localToday } from '../../format/formatDate';
import { documentCalls, documentKeys, useOfferedFormGroups, useOfferedForms } from './documentCalls';
import { documentsTexts as texts } from './documentsTexts';

type Source = 'form' | 'group';

/**
 * Creates a Draft document from a form (then opens it), or one draft per form of a form group
 * (then opens the first). Only the forms and groups the episode's location offers are listed.
 */
export function NewDocumentModal({
  patientId,
  episodeId,
  onClose,
}: {
  patientId: string;
  episodeId: string;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const forms = useOfferedForms(episodeId);
  const groups = useOfferedFormGroups(episodeId);
  const [source, setSource] = useState<Source>('form');
  const [chosen, setChosen] = useState<string | null>(null);
  const [effectiveDate, setEffectiveDate] = useState(localToday);
  const [missing, setMissing] = useState(false);
  const open = (documentId: string | undefined) => {
    onClose();
    if (documentId) navigate(`/patients/${patientId}/documents/${documentId}`);
  };
  const create = useApiMutation(
    async (): Promise<string | undefined> => {
      const common = { patientId, episodeOfCareId: episodeId, ...(effectiveDate ? { effectiveDate } : {}) };
      if (source === 'form') return (await documentCalls.create({ ...common, formId: chosen ?? '' })).id;
      return (await documentCalls.createGroup({ ...common, formGroupId: chosen ?? '' })).documents[0]?.id;
    },
    [documentKeys.episode(episodeId)],
    open,
  );
  const options =
    source === 'form'
      ? (forms.data ?? []).map((form) => ({ value: form.id, label: form.name }))
      : (groups.data ?? []).map((group) => ({ value: group.id, label: group.name }));
  const submit = () => {
    if (!chosen) {
      setMissing(true);
      return;
    }
    create.mutate(undefined);
  };
  return (
    <FormModal
      opened
      title={texts.newDocumentTitle}
      onClose={onClose}
      onSubmit={submit}
      busy={create.isPending}
      error={create.error ?? forms.error ?? groups.error}
      submitLabel={texts.create}
    >
      <Radio.Group
        label={texts.source}
        value={source}
        onChange={(value) => {
          setSource(value as Source);
          setChosen(null);
        }}
      >
        <Group mt="xs">
          <Radio value="form" label={texts.fromForm} />
          <Radio value="group" label={texts.fromFormGroup} />
        </Group>
      </Radio.Group>
      <Select
        label={source === 'form' ? texts.fromForm : texts.fromFormGroup}
        placeholder={source === 'form' ? texts.chooseForm : texts.chooseFormGroup}
        data={options}
        value={chosen}
        onChange={(value) => {
          setChosen(value);
          setMissing(false);
        }}
        searchable
        required
        error={missing ? texts.required : undefined}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        type="date"
        label={texts.effectiveDate}
        value={effectiveDate}
        onChange={(event) => setEffectiveDate(event.currentTarget.value)}
      />
    </FormModal>
  );
}
