import { Button, Stack } from '@mantine/core';
import type { QueryKey, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../api/httpClient';
import { useApiMutation } from '../../../api/useApiMutation';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { type Column, DataTable } from '../../../components/DataTable';
import { QueryState } from '../../../components/QueryState';
import { RowActions } from '../../../components/RowActions';
import { useEditing } from '../../../components/useEditing';

/** How a settings list takes a row away: the wording of its button and confirmation, and the call. */
export interface SettingsRemoval<T> {
  /** 'deactivate' for reference data that old records still name, 'delete' for the rest. */
  verb: 'deactivate' | 'delete';
  url: (row: T) => string;
  invalidates: readonly QueryKey[];
  title: string;
  message: (row: T) => string;
}

interface SettingsListProps<T> {
  /** The rows; null while there is nothing to list yet (no location chosen). */
  query: UseQueryResult<readonly T[]> | null;
  caption: string;
  columns: readonly Column<T>[];
  rowName: (row: T) => string;
  canEdit: boolean;
  addLabel: string;
  /** None for rows that are switched off in their own dialog instead (staff accounts). */
  removal?: SettingsRemoval<T>;
  /** The add/edit dialog: row null for a new one. */
  renderForm: (row: T | null, onClose: () => void) => ReactNode;
  /** Replaces the lone add button above the table; gets that button (null when the user cannot add). */
  renderToolbar?: (addButton: ReactNode) => ReactNode;
  /** More buttons in a row's actions, shown to every user. */
  rowExtras?: (row: T) => ReactNode;
}

/** The scaffold every settings tab shares: add button, table with row actions, edit dialog, remove confirmation. */
export function SettingsList<T extends { id: string }>(props: SettingsListProps<T>) {
  const { t } = useTranslation();
  const { canEdit, removal, rowExtras } = props;
  const editing = useEditing<T>();
  const remove = useApiMutation(
    (row: T) => apiRequest('DELETE', removal?.url(row) ?? ''),
    removal?.invalidates ?? [],
    editing.stopRemoving,
  );
  const verbLabel = t(removal?.verb === 'delete' ? 'common.delete' : 'common.deactivate');
  const addButton = canEdit ? <Button onClick={editing.startNew}>{props.addLabel}</Button> : null;
  const actions: Column<T> = {
    header: t('common.actions'),
    cell: (row) =>
      (canEdit || rowExtras) && (
        <RowActions
          name={props.rowName(row)}
          onEdit={canEdit ? () => editing.startEdit(row) : undefined}
          onRemove={canEdit && removal ? () => editing.askRemove(row) : undefined}
          removeLabel={verbLabel}
        >
          {rowExtras?.(row)}
        </RowActions>
      ),
  };
  return (
    <Stack>
      {props.renderToolbar ? props.renderToolbar(addButton) : addButton && <div>{addButton}</div>}
      {props.query && (
        <QueryState query={props.query}>
          {(rows) => (
            <DataTable
              caption={props.caption}
              rows={rows}
              rowKey={(row) => row.id}
              columns={[...props.columns, actions]}
            />
          )}
        </QueryState>
      )}
      {editing.editing &&
        props.renderForm(editing.editing === 'new' ? null : editing.editing, editing.stopEditing)}
      {removal && (
        <ConfirmModal
          opened={editing.removing !== null}
          title={removal.title}
          message={editing.removing ? removal.message(editing.removing) : ''}
          confirmLabel={verbLabel}
          onConfirm={() => editing.removing && remove.mutate(editing.removing)}
          onClose={editing.stopRemoving}
          busy={remove.isPending}
          error={remove.error}
        />
      )}
    </Stack>
  );
}
