import '@mantine/core/styles/Pagination.css';
import { Anchor, Button, Group, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { patientLabel, usePatientSearch } from '../../api/queries/patientQueries';
import { DataTable } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { formatDate } from '../../format/formatDate';

const pageSize = 25;

/** The patient search; the phrase and page live in the address so Back returns to the same list. */
export default function PatientsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(0, Number(params.get('page') ?? '0') || 0);
  const [debounced] = useDebouncedValue(search, 300);
  const patients = usePatientSearch(debounced.trim(), page, pageSize);
  const update = (q: string, nextPage: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (q) next.set('q', q);
        else next.delete('q');
        if (nextPage > 0) next.set('page', String(nextPage));
        else next.delete('page');
        return next;
      },
      { replace: true },
    );
  return (
    <Stack>
      <PageHeader title={t('patients.title')}>
        <Button component={Link} to="/patients/new">
          {t('patients.new')}
        </Button>
      </PageHeader>
      <TextInput
        label={t('patients.search')}
        description={t('patients.searchHint')}
        type="search"
        value={search}
        onChange={(event) => update(event.currentTarget.value, 0)}
        maw={420}
      />
      <QueryState query={patients}>
        {(result) => {
          const pages = Math.max(1, Math.ceil(result.total / pageSize));
          return (
            <Stack>
              <Text size="sm" c="dimmed" aria-live="polite">
                {t('patients.total', { count: result.total })}
              </Text>
              <DataTable
                caption={t('patients.title')}
                rows={result.items}
                rowKey={(row) => row.id}
                emptyText={debounced.trim() ? t('patients.noMatch', { search: debounced.trim() }) : undefined}
                columns={[
                  {
                    header: t('patients.name'),
                    cell: (row) => (
                      <Anchor component={Link} to={`/patients/${row.id}`}>
                        {patientLabel({ firstName: row.firstName, lastName: row.lastName })}
                      </Anchor>
                    ),
                  },
                  { header: t('patients.dateOfBirth'), cell: (row) => formatDate(row.dateOfBirth) },
                  { header: t('patients.mrn'), cell: (row) => row.mrn },
                  { header: t('patients.accountNumber'), cell: (row) => row.accountNumber },
                ]}
              />
              {pages > 1 && (
                <Group>
                  <Pagination
                    total={pages}
                    value={page + 1}
                    onChange={(value) => update(search, value - 1)}
                    getControlProps={(control) => ({
                      'aria-label': control === 'previous' ? t('common.previous') : t('common.next'),
                    })}
                    getItemProps={(item) => ({ 'aria-label': t('patients.pageOf', { page: item, pages }) })}
                  />
                </Group>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
