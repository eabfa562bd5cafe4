import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import type { CoreFormsVersionSummary } from '@clinic/api-contract';
import { Badge, Button, Group, Modal, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../components/ConfirmModal';
import { DataTable } from '../../components/DataTable';
import { formatDateTime } from '../../format/formatDate';
import { deleteVersion } from './formsCalls';
import { formsTexts } from './formsTexts';
import { RenameVersionModal } from './RenameVersionModal';
import { versionDeleteBlock } from './versionDeleteBlock';

export interface VersionsModalProps {
  versions: readonly CoreFormsVersionSummary[];
  /** The version open in the builder, and whether it has unsaved changes. */
  open: { id: string | null; dirty: boolean };
  onRenamed: (version: CoreFormsVersionSummary, name: string) => Promise<void> | void;
  onDeleted: (version: CoreFormsVersionSummary) => Promise<void> | void;
  onClose: () => void;
}

/** Every version of the form: rename any, delete those nothing depends on (after a confirmation). */
export function VersionsModal({ versions, open, onRenamed, onDeleted, onClose }: VersionsModalProps) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState<CoreFormsVersionSummary | null>(null);
  const [removing, setRemoving] = useState<CoreFormsVersionSummary | null>(null);
  const remove = useMutation({
    mutationFn: (version: CoreFormsVersionSummary) => deleteVersion(version.id),
    onSuccess: async (_, version) => {
      setRemoving(null);
      await onDeleted(version);
    },
  });
  const busy = renaming !== null || removing !== null;
  return (
    <>
      <Modal
        opened
        onClose={onClose}
        title={formsTexts.versions}
        size="xl"
        closeButtonProps={{ 'aria-label': t('common.close') }}
        // The rename and delete dialogs sit on top; Escape there must not close this one too.
        closeOnEscape={!busy}
      >
        <DataTable
          caption={formsTexts.versions}
          rows={versions}
          rowKey={(version) => version.id}
          columns={[
            { header: formsTexts.versionName, cell: (version) => version.name },
            {
              header: formsTexts.versionStatus,
              cell: (version) => (
                <Group gap={4} wrap="nowrap">
                  {version.isCurrent && (
                    <Badge color="green" variant="light">
                      {formsTexts.official}
                    </Badge>
                  )}
                  {version.hasResults && (
                    <Badge color="gray" variant="light">
                      {formsTexts.hasDocuments}
                    </Badge>
                  )}
                  {!version.isCurrent && !version.hasResults && '--'}
                </Group>
              ),
            },
            { header: formsTexts.created, cell: (version) => formatDateTime(version.createdAt) },
            {
              header: formsTexts.actions,
              cell: (version) => {
                const blocked = versionDeleteBlock(version, open);
                return (
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={`${formsTexts.rename} ${version.name}`}
                      onClick={() => setRenaming(version)}
                    >
                      {formsTexts.rename}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={`${formsTexts.deleteVersion} ${version.name}`}
                      // Disabled buttons cannot be focused; the reason is read with the button's description.
                      aria-disabled={blocked !== null}
                      aria-describedby={blocked ? `version-block-${version.id}` : undefined}
                      data-disabled={blocked !== null || undefined}
                      onClick={() => {
                        if (!blocked) {
                          remove.reset();
                          setRemoving(version);
                        }
                      }}
                    >
                      {formsTexts.deleteVersion}
                    </Button>
                    {blocked && (
                      <Text id={`version-block-${version.id}`} size="xs" c="dimmed" maw={220}>
                        {blocked}
                      </Text>
                    )}
                  </Group>
                );
              },
            },
          ]}
        />
      </Modal>
      {renaming && (
        <RenameVersionModal
          version={renaming}
          onRenamed={(name) => onRenamed(renaming, name)}
          onClose={() => setRenaming(null)}
        />
      )}
      <ConfirmModal
        opened={removing !== null}
        title={formsTexts.deleteVersionTitle}
        message={formsTexts.deleteVersionMessage(removing?.name ?? '')}
        confirmLabel={formsTexts.deleteVersion}
        onConfirm={() => removing && remove.mutate(removing)}
        onClose={() => setRemoving(null)}
        busy={remove.isPending}
        error={remove.error}
      />
    </>
  );
}
