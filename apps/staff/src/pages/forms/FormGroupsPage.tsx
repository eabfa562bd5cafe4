import type { CoreFormsFormGroup } from '@clinic/api-contract';
import { Anchor, Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useApiMutation } from '../../api/useApiMutation';
import { ConfirmModal } from '../../components/ConfirmModal';
import { DataTable } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { RowActions } from '../../components/RowActions';
import { useEditing } from '../../components/useEditing';
import { FormGroupModal } from './FormGroupModal';
import { deleteFormGroup, formsKeys, useFormGroups } from './formsCalls';
import { formsTexts } from './formsTexts';

/** Form groups: named sets of forms filled together as one document group. */
export default function FormGroupsPage() {
  const groups = useFormGroups();
  const editing = useEditing<CoreFormsFormGroup>();
  const remove = useApiMutation(
    (group: CoreFormsFormGroup) => deleteFormGroup(group.id),
    [formsKeys.groups],
    editing.stopRemoving,
  );
  return (
    <Stack>
      <Anchor component={Link} to="/forms" size="sm">
        {`← ${formsTexts.backToForms}`}
      </Anchor>
      <PageHeader title={formsTexts.groupsTitle}>
        <Button onClick={editing.startNew}>{formsTexts.newGroup}</Button>
      </PageHeader>
      <QueryState query={groups}>
        {(result) => (
          <DataTable
            caption={formsTexts.groupsTitle}
            rows={result.items}
            rowKey={(row) => row.id}
            emptyText={formsTexts.noGroups}
            columns={[
              { header: formsTexts.groupName, cell: (row) => row.name },
              {
                header: formsTexts.groupForms,
                cell: (row) =>
                  row.forms.map((form, index) => (
                    <span key={form.id}>
                      {index > 0 && ', '}
                      <Anchor component={Link} to={`/forms/${form.id}`}>
                        {form.name}
                      </Anchor>
                    </span>
                  )),
              },
              {
                header: formsTexts.actions,
                cell: (row) => (
                  <RowActions
                    name={row.name}
                    onEdit={() => editing.startEdit(row)}
                    onRemove={() => editing.askRemove(row)}
                    removeLabel={formsTexts.deleteForm}
                  />
                ),
              },
            ]}
          />
        )}
      </QueryState>
      {editing.editing && (
        <FormGroupModal
          group={editing.editing === 'new' ? null : editing.editing}
          onClose={editing.stopEditing}
        />
      )}
      <ConfirmModal
        opened={editing.removing !== null}
        title={formsTexts.deleteGroupTitle}
        message={formsTexts.deleteGroupMessage(editing.removing?.name ?? '')}
        confirmLabel={formsTexts.deleteForm}
        onConfirm={() => editing.removing && remove.mutate(editing.removing)}
        onClose={editing.stopRemoving}
        busy={remove.isPending}
        error={remove.error}
      />
    </Stack>
  );
}
