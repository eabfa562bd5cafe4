// The filter's sliding highlight: without its own rules (top/left 0) it sat a few pixels off.
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Title.css';
import { Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../app/PageLoader';
import { DocumentsTable } from './list/DocumentsTable';
import { useDocumentsListTexts } from './list/documentsListTexts';
import type { DocumentsFilter } from './list/documentsPaging';
import { useDocumentsPages } from './list/useDocumentsPages';
import { StartFormButton } from './startForm/StartFormButton';

/**
 * portal.md section 2 "Documents": the patient's documents a page at a time from the server
 * (filtered there, with the total and "Load more"), and "Start a form" for the forms the
 * location offers.
 */
export default function DocumentsPage() {
  const { t } = useTranslation();
  const text = useDocumentsListTexts();
  const [filter, setFilter] = useState<DocumentsFilter>('all');
  const documents = useDocumentsPages(filter);
  const pages = documents.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const total = pages[0]?.total ?? 0;
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('documents.title')}</Title>
        <Group align="flex-end">
          <SegmentedControl
            aria-label={t('documents.filter')}
            value={filter}
            onChange={(value) => setFilter(value as DocumentsFilter)}
            data={[
              { value: 'all', label: t('documents.filterAll') },
              { value: 'pending', label: t('documents.filterPending') },
              { value: 'completed', label: t('documents.filterCompleted') },
            ]}
          />
          <StartFormButton />
        </Group>
      </Group>
      {documents.isPending ? (
        <PageLoader />
      ) : items.length === 0 ? (
        <Text c="dimmed">{t('documents.empty')}</Text>
      ) : (
        <>
          <DocumentsTable items={items} />
          <Group justify="space-between">
            <Text size="sm" c="dimmed" role="status">
              {text('shownOf', { shown: items.length, total })}
            </Text>
            {documents.hasNextPage && (
              <Button
                variant="light"
                loading={documents.isFetchingNextPage}
                onClick={() => void documents.fetchNextPage()}
              >
                {text('loadMore')}
              </Button>
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}
