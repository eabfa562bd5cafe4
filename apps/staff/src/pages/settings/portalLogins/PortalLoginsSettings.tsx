import type { CoreReferencePortalLogin, PagedReply } from '@clinic/api-contract';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../api/httpClient';
import { useApiMutation } from '../../../api/useApiMutation';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { DataTable } from '../../../components/DataTable';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { QueryState } from '../../../components/QueryState';
import { RowActions } from '../../../components/RowActions';
import { useEditing } from '../../../components/useEditing';
import { formatDateTime } from '../../../format/formatDate';
import { PortalLoginFormModal } from './PortalLoginFormModal';
import { portalLoginsKey, sendSignInLink } from './portalLoginCalls';

export function PortalLoginsSettings() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const logins = useQuery({
    queryKey: [...portalLoginsKey, debounced],
    queryFn: () =>
      apiRequest<PagedReply<CoreReferencePortalLogin>>(
        'GET',
        `/api/core/PortalLogins?page=0&pageSize=200&searchPhrase=${encodeURIComponent(debounced.trim())}`,
      ),
    placeholderData: keepPreviousData,
  });
  const editing = useEditing<CoreReferencePortalLogin>();
  const [notice, setNotice] = useState<string | null>(null);
  const remove = useApiMutation(
    (login: CoreReferencePortalLogin) => apiRequest('DELETE', `/api/core/PortalLogins/${login.id}`),
    [portalLoginsKey],
    editing.stopRemoving,
  );
  const sendLink = useApiMutation(
    (email: string) => sendSignInLink(email),
    [],
    (_result, email) => setNotice(t('settings.portalLogins.linkSent', { email })),
  );
  return (
    <Stack>
      <Group align="flex-end">
        <Button onClick={editing.startNew}>{t('settings.portalLogins.invite')}</Button>
        <TextInput
          label={t('settings.portalLogins.search')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={280}
        />
      </Group>
      {notice && (
        <Alert color="green" role="status" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <ErrorAlert error={sendLink.error} />
      <QueryState query={logins}>
        {(page) => (
          <DataTable
            caption={t('settings.portalLogins.tab')}
            rows={page.items}
            rowKey={(row) => row.id}
            columns={[
              { header: t('settings.portalLogins.email'), cell: (row) => row.email },
              {
                header: t('settings.portalLogins.patients'),
                cell: (row) => row.patients.map((p) => `${p.firstName} ${p.lastName}`).join(', '),
              },
              {
                header: t('settings.portalLogins.language'),
                cell: (row) =>
                  row.language === 'es'
                    ? t('settings.portalLogins.spanish')
                    : t('settings.portalLogins.english'),
              },
              { header: t('settings.portalLogins.created'), cell: (row) => formatDateTime(row.createdAt) },
              {
                header: t('common.actions'),
                cell: (row) => (
                  <RowActions
                    name={row.email}
                    onEdit={() => editing.startEdit(row)}
                    onRemove={() => editing.askRemove(row)}
                    removeLabel={t('common.delete')}
                  >
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => sendLink.mutate(row.email)}
                      aria-label={`${t('settings.portalLogins.sendLink')} ${row.email}`}
                    >
                      {t('settings.portalLogins.sendLink')}
                    </Button>
                  </RowActions>
                ),
              },
            ]}
          />
        )}
      </QueryState>
      {editing.editing && (
        <PortalLoginFormModal
          login={editing.editing === 'new' ? null : editing.editing}
          onClose={editing.stopEditing}
          onInvited={(email) => setNotice(t('settings.portalLogins.linkSent', { email }))}
        />
      )}
      <ConfirmModal
        opened={editing.removing !== null}
        title={t('settings.portalLogins.deleteTitle')}
        message={t('settings.portalLogins.deleteMessage', { email: editing.removing?.email })}
        confirmLabel={t('common.delete')}
        onConfirm={() => editing.removing && remove.mutate(editing.removing)}
        onClose={editing.stopRemoving}
        busy={remove.isPending}
        error={remove.error}
      />
    </Stack>
  );
}
