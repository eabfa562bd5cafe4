import type { CoreReferencePortalLogin, PagedReply } from '@clinic/api-contract';
import { Button, Group, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../api/httpClient';
import { useApiMutation } from '../../../api/useApiMutation';
import { DismissibleNotice } from '../../../components/DismissibleNotice';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { formatDateTime } from '../../../format/formatDate';
import { SettingsList } from '../shared/SettingsList';
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
    select: (page) => page.items,
  });
  const [notice, setNotice] = useState<string | null>(null);
  const sendLink = useApiMutation(
    (email: string) => sendSignInLink(email),
    [],
    (_result, email) => setNotice(t('settings.portalLogins.linkSent', { email })),
  );
  return (
    <SettingsList<CoreReferencePortalLogin>
      query={logins}
      caption={t('settings.portalLogins.tab')}
      columns={[
        { header: t('settings.portalLogins.email'), cell: (row) => row.email },
        {
          header: t('settings.portalLogins.patients'),
          cell: (row) => row.patients.map((p) => `${p.firstName} ${p.lastName}`).join(', '),
        },
        {
          header: t('settings.portalLogins.language'),
          cell: (row) =>
            row.language === 'es' ? t('settings.portalLogins.spanish') : t('settings.portalLogins.english'),
        },
        { header: t('settings.portalLogins.created'), cell: (row) => formatDateTime(row.createdAt) },
      ]}
      rowName={(row) => row.email}
      canEdit
      addLabel={t('settings.portalLogins.invite')}
      removal={{
        verb: 'delete',
        url: (row) => `/api/core/PortalLogins/${row.id}`,
        invalidates: [portalLoginsKey],
        title: t('settings.portalLogins.deleteTitle'),
        message: (row) => t('settings.portalLogins.deleteMessage', { email: row.email }),
      }}
      renderToolbar={(addButton) => (
        <>
          <Group align="flex-end">
            {addButton}
            <TextInput
              label={t('settings.portalLogins.search')}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              w={280}
            />
          </Group>
          <DismissibleNotice text={notice} onClose={() => setNotice(null)} />
          <ErrorAlert error={sendLink.error} />
        </>
      )}
      rowExtras={(row) => (
        <Button
          size="xs"
          variant="light"
          onClick={() => sendLink.mutate(row.email)}
          aria-label={`${t('settings.portalLogins.sendLink')} ${row.email}`}
        >
          {t('settings.portalLogins.sendLink')}
        </Button>
      )}
      renderForm={(login, onClose) => (
        <PortalLoginFormModal
          login={login}
          onClose={onClose}
          onInvited={(email) => setNotice(t('settings.portalLogins.linkSent', { email }))}
        />
      )}
    />
  );
}
