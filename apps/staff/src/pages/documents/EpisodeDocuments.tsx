import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Pagination.css';
import '../../components/selectStyles';
import type { CoreFormsDocumentListItem } from '@clinic/api-contract';
import { Anchor, Badge, Button, Checkbox, Group, Pagination, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useApiMutation } from '../../api/useApiMutation';
import { PageLoader } from '../../app/PageLoader';
import { ConfirmModal } from '../../components/ConfirmModal';
import { DataTable } from '../../components/DataTable';
import { ErrorAlert } from '../../components/ErrorAlert';
import { formatDateTime } from '../../format/formatDate';
import {
  DOCUMENTS_PAGE_SIZE,
  documentCalls,
  documentKeys,
  saveBlob,
  useEpisodeDocuments,
} from './documentCalls';
import { documentStatusColor } from './documentStatusColor';
import { documentsTexts as texts } from './documentsTexts';
import { NewDocumentModal } from './NewDocumentModal';
import { NoticeAlert } from './NoticeAlert';
import { SendLinkModal } from './SendLinkModal';
import { useTimedNotice } from './useTimedNotice';

/** The status filter's choices, in the chosen language. */
function statusOptions() {
  return [
    { value: '', label: texts.allStatuses },
    { value: 'Draft', label: texts.draft },
    { value: 'Completed', label: texts.statusCompleted },
  ];
}

/** An episode's documents: newest first, paged, filtered by status; drafts can be completed together. */
export function EpisodeDocuments({ patientId, episodeId }: { patientId: string; episodeId: string }) {
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [creating, setCreating] = useState(false);
  const [removing, setRemoving] = useState<CoreFormsDocumentListItem | null>(null);
  const [sendingGroup, setSendingGroup] = useState<string | null>(null);
  const notice = useTimedNotice();
  const list = useEpisodeDocuments(patientId, episodeId, status, page);
  const invalidates = [documentKeys.episode(episodeId)];
  const rows = list.data?.items ?? [];
  const nameOf = (id: string) => rows.find((row) => row.id === id)?.formName ?? id;

  const bulk = useApiMutation(
    () => documentCalls.bulkComplete([...selected]),
    invalidates,
    (reply) => {
      setSelected(new Set());
      const failures = reply.failed.map((f) => texts.bulkFailed(nameOf(f.id), f.messages.join(' ')));
      notice.show(
        failures.length ? 'error' : 'success',
        [texts.bulkCompleted(reply.completed.length), ...failures].join('\n'),
      );
    },
  );
  const remove = useApiMutation(
    (id: string) => documentCalls.remove(id),
    invalidates,
    () => setRemoving(null),
  );
  const shareGroup = useApiMutation(
    ({ id, shared }: { id: string; shared: boolean }) => documentCalls.shareGroup(id, shared),
    invalidates,
    (_group, { shared }) => notice.show('success', shared ? texts.sharedNow : texts.unsharedNow),
  );

  const groupPdf = useApiMutation(
    (id: string) => documentCalls.groupPdf(id),
    [],
    ({ blob, fileName }) => saveBlob(blob, fileName ?? texts.groupPdfFileName),
  );

  const drafts = rows.filter((row) => row.status !== 'Completed');
  const toggle = (id: string, on: boolean) =>
    setSelected((old) => {
      const next = new Set(old);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allSelected = drafts.length > 0 && drafts.every((row) => selected.has(row.id));
  const totalPages = Math.max(1, Math.ceil((list.data?.total ?? 0) / DOCUMENTS_PAGE_SIZE));

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm" wrap="wrap">
          <Select
            label={texts.filterStatus}
            data={statusOptions()}
            value={status}
            onChange={(value) => {
              setStatus(value ?? '');
              setPage(0);
              setSelected(new Set());
            }}
            allowDeselect={false}
            w={180}
          />
          <Checkbox
            mt="lg"
            label={texts.selectAll}
            checked={allSelected}
            disabled={drafts.length === 0}
            onChange={(event) =>
              setSelected(event.currentTarget.checked ? new Set(drafts.map((row) => row.id)) : new Set())
            }
          />
        </Group>
        <Group gap="sm">
          <Button
            variant="default"
            disabled={selected.size === 0}
            loading={bulk.isPending}
            onClick={() => bulk.mutate(undefined)}
          >
            {texts.bulkComplete(selected.size)}
          </Button>
          <Button onClick={() => setCreating(true)}>{texts.newDocument}</Button>
        </Group>
      </Group>
      <NoticeAlert notice={notice.notice} />
      <ErrorAlert error={bulk.error ?? shareGroup.error ?? groupPdf.error ?? list.error} />
      {list.isPending ? (
        <PageLoader />
      ) : (
        <DataTable
          caption={texts.title}
          rows={rows}
          rowKey={(row) => row.id}
          emptyText={texts.noDocuments}
          columns={[
            {
              header: texts.selectColumn,
              cell: (row) =>
                row.status !== 'Completed' && (
                  <Checkbox
                    aria-label={texts.select(row.formName)}
                    checked={selected.has(row.id)}
                    onChange={(event) => toggle(row.id, event.currentTarget.checked)}
                  />
                ),
            },
            {
              header: texts.form,
              cell: (row) => (
                <Anchor component={Link} to={`/patients/${patientId}/documents/${row.id}`}>
                  {row.formName}
                </Anchor>
              ),
            },
            {
              header: texts.status,
              cell: (row) => (
                <Badge color={documentStatusColor(row.status)} w={110}>
                  {row.status}
                </Badge>
              ),
            },
            { header: texts.scoreColumn, cell: (row) => row.score ?? '--' },
            { header: texts.created, cell: (row) => formatDateTime(row.createdAt) },
            { header: texts.author, cell: (row) => row.createdBy?.fullName ?? '--' },
            {
              header: texts.shared,
              cell: (row) =>
                row.sharedWithPortal ? (
                  <Badge variant="light" color="blue">
                    {texts.sharedYes}
                  </Badge>
                ) : (
                  '--'
                ),
            },
            {
              header: texts.actions,
              cell: (row) => (
                <Group gap="xs" wrap="nowrap">
                  {row.documentGroupId && (
                    <>
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={`${texts.share}: ${texts.group} (${row.formName})`}
                        onClick={() => shareGroup.mutate({ id: row.documentGroupId ?? '', shared: true })}
                      >
                        {`${texts.share} (${texts.group})`}
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={`${texts.sendLink}: ${texts.group} (${row.formName})`}
                        onClick={() => setSendingGroup(row.documentGroupId)}
                      >
                        {`${texts.sendLink} (${texts.group})`}
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={`${texts.downloadPdf}: ${texts.group} (${row.formName})`}
                        loading={groupPdf.isPending && groupPdf.variables === row.documentGroupId}
                        onClick={() => groupPdf.mutate(row.documentGroupId ?? '')}
                      >
                        {`${texts.downloadPdf} (${texts.group})`}
                      </Button>
                    </>
                  )}
                  {row.status !== 'Completed' && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={`${texts.delete} ${row.formName}`}
                      onClick={() => setRemoving(row)}
                    >
                      {texts.delete}
                    </Button>
                  )}
                </Group>
              ),
            },
          ]}
        />
      )}
      {totalPages > 1 && (
        <Pagination
          total={totalPages}
          value={page + 1}
          onChange={(value) => {
            setPage(value - 1);
            setSelected(new Set());
          }}
          aria-label={texts.title}
        />
      )}
      {creating && (
        <NewDocumentModal patientId={patientId} episodeId={episodeId} onClose={() => setCreating(false)} />
      )}
      {sendingGroup && (
        <SendLinkModal
          target={{ patientId, documentGroupId: sendingGroup }}
          onSent={(message) => notice.show('success', message)}
          onClose={() => setSendingGroup(null)}
        />
      )}
      <ConfirmModal
        opened={removing !== null}
        title={texts.deleteTitle}
        message={texts.deleteMessage(removing?.formName ?? '')}
        confirmLabel={texts.delete}
        onConfirm={() => removing && remove.mutate(removing.id)}
        onClose={() => setRemoving(null)}
        busy={remove.isPending}
        error={remove.error}
      />
    </Stack>
  );
}
