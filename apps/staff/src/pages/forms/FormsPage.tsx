import '@mantine/core/styles/Pagination.css';
import { type CoreFormsFormSummary, coreFormsCategories } from '@clinic/api-contract';
import { Anchor, Button, Group, Pagination, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { apiRequest } from '../../api/httpClient';
import { useApiMutation } from '../../api/useApiMutation';
import { ConfirmModal } from '../../components/ConfirmModal';
import { DataTable } from '../../components/DataTable';
import { ErrorAlert } from '../../components/ErrorAlert';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { RowActions } from '../../components/RowActions';
import { formatDateTime } from '../../format/formatDate';
import { categoryOptions } from './FormNameCategoryFields';
import { FORMS_PAGE_SIZE, formsKeys, useFormList } from './formsCalls';
import { formsTexts } from './formsTexts';
import { NewFormModal } from './NewFormModal';
import { exportQuestionnaire } from './questionnaireCalls';

// The instruments' texts load only when the library is opened.
const LibraryFormModal = lazy(() =>
  import('./LibraryFormModal').then((module) => ({ default: module.LibraryFormModal })),
);
const ImportQuestionnaireModal = lazy(() =>
  import('./ImportQuestionnaireModal').then((module) => ({ default: module.ImportQuestionnaireModal })),
);

/** The form library by category, searchable by name; category, phrase and page live in the address. */
export default function FormsPage() {
  const [params, setParams] = useSearchParams();
  const category = coreFormsCategories.find((c) => c === params.get('category')) ?? 'main';
  const search = params.get('q') ?? '';
  const page = Math.max(0, Number(params.get('page') ?? '0') || 0);
  const [debounced] = useDebouncedValue(search, 300);
  const forms = useFormList(category, debounced, page);
  const [creating, setCreating] = useState(false);
  const [fromLibrary, setFromLibrary] = useState(false);
  const [importing, setImporting] = useState(false);
  const exporting = useMutation({
    mutationFn: (form: CoreFormsFormSummary) => exportQuestionnaire(form.id, form.name),
  });
  const [removing, setRemoving] = useState<CoreFormsFormSummary | null>(null);
  const remove = useApiMutation(
    (form: CoreFormsFormSummary) => apiRequest<void>('DELETE', `/api/core/Forms/${form.id}`),
    [formsKeys.all],
    () => setRemoving(null),
  );
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  return (
    <Stack>
      <PageHeader title={formsTexts.title}>
        <Button component={Link} to="/form-groups" variant="default">
          {formsTexts.groupsTitle}
        </Button>
        <Button variant="default" onClick={() => setFromLibrary(true)}>
          {formsTexts.addFromLibrary}
        </Button>
        <Button variant="default" onClick={() => setImporting(true)}>
          {formsTexts.importQuestionnaire}
        </Button>
        <Button onClick={() => setCreating(true)}>{formsTexts.newForm}</Button>
      </PageHeader>
      <Group align="flex-end" wrap="wrap">
        <Select
          label={formsTexts.category}
          data={categoryOptions()}
          value={category}
          allowDeselect={false}
          onChange={(value) => update({ category: value === 'main' ? null : value, page: null })}
          w={260}
        />
        <TextInput
          label={formsTexts.search}
          type="search"
          value={search}
          onChange={(event) => update({ q: event.currentTarget.value, page: null })}
          w={260}
        />
      </Group>
      <ErrorAlert error={exporting.error} />
      <QueryState query={forms}>
        {(result) => {
          const pages = Math.max(1, Math.ceil(result.total / FORMS_PAGE_SIZE));
          return (
            <Stack>
              <DataTable
                caption={`${formsTexts.title}: ${formsTexts.categories[category]}`}
                rows={result.items}
                rowKey={(row) => row.id}
                emptyText={formsTexts.noForms}
                columns={[
                  {
                    header: formsTexts.name,
                    cell: (row) => (
                      <Anchor component={Link} to={`/forms/${row.id}`}>
                        {row.name}
                      </Anchor>
                    ),
                  },
                  {
                    header: formsTexts.lastEdited,
                    cell: (row) => formatDateTime(row.lastEditTime ?? row.updatedAt),
                  },
                  {
                    header: formsTexts.actions,
                    cell: (row) => (
                      <RowActions
                        name={row.name}
                        removeLabel={formsTexts.deleteForm}
                        onRemove={() => setRemoving(row)}
                      >
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => exporting.mutate(row)}
                          loading={exporting.isPending && exporting.variables?.id === row.id}
                          aria-label={`${formsTexts.exportQuestionnaire} ${row.name}`}
                        >
                          {formsTexts.exportQuestionnaire}
                        </Button>
                      </RowActions>
                    ),
                  },
                ]}
              />
              {pages > 1 && (
                <Pagination
                  total={pages}
                  value={page + 1}
                  onChange={(value) => update({ page: value > 1 ? String(value - 1) : null })}
                />
              )}
            </Stack>
          );
        }}
      </QueryState>
      {creating && <NewFormModal category={category} onClose={() => setCreating(false)} />}
      {fromLibrary && (
        <Suspense fallback={null}>
          <LibraryFormModal onClose={() => setFromLibrary(false)} />
        </Suspense>
      )}
      {importing && (
        <Suspense fallback={null}>
          <ImportQuestionnaireModal onClose={() => setImporting(false)} />
        </Suspense>
      )}
      <ConfirmModal
        opened={removing !== null}
        title={formsTexts.deleteFormTitle}
        message={formsTexts.deleteFormMessage(removing?.name ?? '')}
        confirmLabel={formsTexts.deleteForm}
        onConfirm={() => removing && remove.mutate(removing)}
        onClose={() => setRemoving(null)}
        busy={remove.isPending}
        error={remove.error}
      />
    </Stack>
  );
}
