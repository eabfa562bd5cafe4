import type { CoreFormsVersionSummary } from '@clinic/api-contract';
import { TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FormModal } from '../../components/FormModal';
import { renameVersion } from './formsCalls';
import { formsTexts } from './formsTexts';

/** Renames a version; its content, documents and official state stay as they are. */
export function RenameVersionModal({
  version,
  onRenamed,
  onClose,
}: {
  version: CoreFormsVersionSummary;
  onRenamed: (name: string) => Promise<void> | void;
  onClose: () => void;
}) {
  const [name, setName] = useState(version.name);
  const [problem, setProblem] = useState<string | null>(null);
  const rename = useMutation({
    mutationFn: (value: string) => renameVersion(version.id, value),
    onSuccess: async (reply) => {
      await onRenamed(reply.version.name);
      onClose();
    },
  });
  const submit = () => {
    const value = name.trim();
    if (!value) return setProblem(formsTexts.nameRequired);
    setProblem(null);
    if (value === version.name) return onClose();
    rename.mutate(value);
  };
  return (
    <FormModal
      opened
      title={formsTexts.renameTitle}
      onClose={onClose}
      onSubmit={submit}
      busy={rename.isPending}
      error={rename.error}
      size="md"
    >
      <TextInput
        label={formsTexts.versionName}
        required
        data-autofocus
        maxLength={200}
        value={name}
        error={problem}
        onChange={(event) => setName(event.currentTarget.value)}
      />
    </FormModal>
  );
}
