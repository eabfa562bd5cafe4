import { Button, Group, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiMutation } from '../../api/useApiMutation';
import { ConfirmModal } from '../../components/ConfirmModal';
import { type Column, DataTable } from '../../components/DataTable';
import { QueryState } from '../../components/QueryState';
import { RowActions } from '../../components/RowActions';
import { clinicalKeys, recordCalls } from './clinicalCalls';
import { clinicalTexts as texts } from './clinicalTexts';

/** Whose records a panel lists: a patient's (allergies follow the patient)... */
export interface PatientScope {
  patientId: string;
}

/** ...or those of one episode of care of the patient (most records). */
export interface EpisodeScope extends PatientScope {
  episodeId: string;
}

/** What an add/edit dialog of a record gets: its scope and the record being edited (null for a new one). */
export type RecordModalProps<T, S extends PatientScope = EpisodeScope> = S & {
  record: T | null;
  onClose: () => void;
};

/**
 * A list of one kind of clinical record with Add, Edit and Delete (after "Are you sure you want
 * to delete this item?"); `renderModal` draws the add/edit dialog.
 */
export function RecordsPanel<T extends { id: string }, S extends PatientScope>({
  title,
  addLabel,
  resource,
  scope,
  query,
  columns,
  nameOf,
  renderModal,
  extraActions,
}: {
  title: string;
  addLabel: string;
  /** The api/core resource, e.g. 'VitalRecords'. */
  resource: string;
  scope: S;
  query: UseQueryResult<T[]>;
  columns: readonly Column<T>[];
  nameOf: (row: T) => string;
  /** Called, not mounted as a component, so the dialog keeps its state when the list refreshes. */
  renderModal: (props: RecordModalProps<T, S>) => React.ReactNode;
  extraActions?: (row: T) => React.ReactNode;
}) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [removing, setRemoving] = useState<T | null>(null);
  const remove = useApiMutation(
    (id: string) => recordCalls.remove(resource, id),
    [clinicalKeys.patient(scope.patientId)],
    () => setRemoving(null),
  );
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3} size="h5">
          {title}
        </Title>
        <Button size="sm" onClick={() => setEditing('new')}>
          {addLabel}
        </Button>
      </Group>
      <QueryState query={query}>
        {(rows) => (
          <DataTable
            caption={title}
            rows={rows}
            rowKey={(row) => row.id}
            emptyText={texts.none}
            columns={[
              ...columns,
              {
                header: texts.actions,
                cell: (row) => (
                  <RowActions
                    name={nameOf(row)}
                    onEdit={() => setEditing(row)}
                    onRemove={() => setRemoving(row)}
                    removeLabel={texts.delete}
                  >
                    {extraActions?.(row)}
                  </RowActions>
                ),
              },
            ]}
          />
        )}
      </QueryState>
      {editing !== null &&
        renderModal({
          ...scope,
          record: editing === 'new' ? null : editing,
          onClose: () => setEditing(null),
        })}
      <ConfirmModal
        opened={removing !== null}
        title={texts.deleteTitle}
        message={texts.deleteMessage}
        confirmLabel={texts.delete}
        onConfirm={() => removing && remove.mutate(removing.id)}
        onClose={() => setRemoving(null)}
        busy={remove.isPending}
        error={remove.error}
      />
    </Stack>
  );
}
