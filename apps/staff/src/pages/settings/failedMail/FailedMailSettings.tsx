import type { CoreFailedMail } from '@clinic/api-contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../api/useApiMutation';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { DataTable } from '../../../components/DataTable';
import { DismissibleNotice } from '../../../components/DismissibleNotice';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { QueryState } from '../../../components/QueryState';
import { formatDateTime } from '../../../format/formatDate';
import { dismissFailedMail, failedMailKey, listFailedMail, retryFailedMail } from './failedMailCalls';

/** Mails written at sending time have no stored subject: they are named by what they are. */
const kindKeys: Record<string, string> = {
  'portal-sign-in-link': 'settings.failedMail.kinds.signInLink',
  'portal-share-notice': 'settings.failedMail.kinds.shareNotice',
  'score-alert': 'settings.failedMail.kinds.scoreAlert',
  sms: 'settings.failedMail.kinds.sms',
};

/**
 * The mail queue's dead letters (tech staff): mails not sent after every retry, with the mail
 * server's last answer, to send again once it is fixed or to dismiss.
 */
export function FailedMailSettings() {
  const { t } = useTranslation();
  const failed = useQuery({ queryKey: failedMailKey, queryFn: listFailedMail });
  const [notice, setNotice] = useState<string | null>(null);
  const [dismissing, setDismissing] = useState<CoreFailedMail | null>(null);
  const retry = useApiMutation(
    (row: CoreFailedMail) => retryFailedMail(row.id),
    [failedMailKey],
    (_result, row) => setNotice(t('settings.failedMail.retried', { to: row.to })),
  );
  const dismiss = useApiMutation(
    (row: CoreFailedMail) => dismissFailedMail(row.id),
    [failedMailKey],
    () => setDismissing(null),
  );
  const what = (row: CoreFailedMail) =>
    row.subject ?? t(kindKeys[row.kind] ?? 'settings.failedMail.kinds.other');
  return (
    <Stack>
      <Text c="dimmed">{t('settings.failedMail.intro')}</Text>
      <DismissibleNotice text={notice} onClose={() => setNotice(null)} />
      <ErrorAlert error={retry.error} />
      <QueryState query={failed}>
        {(rows) => (
          <DataTable
            caption={t('settings.failedMail.tab')}
            rows={rows}
            rowKey={(row) => row.id}
            emptyText={t('settings.failedMail.none')}
            columns={[
              { header: t('settings.failedMail.to'), cell: (row) => row.to },
              { header: t('settings.failedMail.what'), cell: what },
              { header: t('settings.failedMail.failedAt'), cell: (row) => formatDateTime(row.failedAt) },
              { header: t('settings.failedMail.attempts'), cell: (row) => row.attempts },
              { header: t('settings.failedMail.error'), cell: (row) => row.error },
              {
                header: t('common.actions'),
                cell: (row) => (
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      loading={retry.isPending && retry.variables?.id === row.id}
                      onClick={() => retry.mutate(row)}
                      aria-label={t('settings.failedMail.retryFor', { to: row.to })}
                    >
                      {t('settings.failedMail.retry')}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => setDismissing(row)}
                      aria-label={t('settings.failedMail.dismissFor', { to: row.to })}
                    >
                      {t('settings.failedMail.dismiss')}
                    </Button>
                  </Group>
                ),
              },
            ]}
          />
        )}
      </QueryState>
      <ConfirmModal
        opened={dismissing !== null}
        title={t('settings.failedMail.dismissTitle')}
        message={dismissing ? t('settings.failedMail.dismissMessage', { to: dismissing.to }) : ''}
        confirmLabel={t('settings.failedMail.dismiss')}
        onConfirm={() => dismissing && dismiss.mutate(dismissing)}
        onClose={() => setDismissing(null)}
        busy={dismiss.isPending}
        error={dismiss.error}
      />
    </Stack>
  );
}
