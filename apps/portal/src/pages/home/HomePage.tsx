import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Title.css';
import { Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../api/currentUser';
import { usePendingDocuments } from '../../api/documents';
import { PageLoader } from '../../app/PageLoader';
import { useSplitAppointments } from '../../appointments/useSplitAppointments';
import { formatDate } from '../../format/formatters';
import { useDocumentsListTexts } from '../documents/list/documentsListTexts';
import { AppointmentPanel } from './AppointmentPanel';
import { Panel } from './HomePanel';

/** portal.md section 2 "Dashboard": welcome with name, pending documents, next and last appointment. */
export default function HomePage() {
  const { t } = useTranslation();
  const currentUser = useCurrentUser();
  const documents = usePendingDocuments();
  const text = useDocumentsListTexts();
  const { split, isPending: appointmentsPending } = useSplitAppointments();
  if (currentUser.isPending) return <PageLoader />;
  const patient = currentUser.data?.currentPatient;
  const pending = documents.data?.items ?? [];
  const morePending = (documents.data?.total ?? 0) - pending.length;
  const last = split?.past.find((a) => a.status === 'Show') ?? null;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('home.welcome', { name: patient?.firstName ?? '' })}</Title>
        <Text c="dimmed">{t('home.intro')}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Panel
          title={t('home.pendingDocuments')}
          footer={
            <Anchor component={Link} to="/documents">
              {t('home.allDocuments')}
            </Anchor>
          }
        >
          {documents.isPending ? (
            <PageLoader />
          ) : pending.length === 0 ? (
            <Text c="dimmed">{t('home.noPendingDocuments')}</Text>
          ) : (
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {pending.map((document) => (
                <Group component="li" key={document.id} justify="space-between" wrap="nowrap">
                  <div>
                    <Text fw={500}>{document.name}</Text>
                    <Text size="xs" c="dimmed">
                      {formatDate(document.sentAt ?? document.createdAt)}
                    </Text>
                  </div>
                  <Button
                    component={Link}
                    to={`/document/${document.id}`}
                    size="xs"
                    variant="light"
                    // A long document name wraps; the button keeps its whole label.
                    flex="none"
                    aria-label={`${t('home.fillIn')}: ${document.name}`}
                  >
                    {t('home.fillIn')}
                  </Button>
                </Group>
              ))}
              {morePending > 0 && (
                <Text component="li" size="sm" c="dimmed">
                  {text('morePending', { count: morePending })}
                </Text>
              )}
            </Stack>
          )}
        </Panel>
        <AppointmentPanel
          title={t('home.nextAppointment')}
          appointment={split?.next ?? null}
          pending={appointmentsPending}
          emptyText={t('home.noNextAppointment')}
        />
        <AppointmentPanel
          title={t('home.lastAppointment')}
          appointment={last}
          pending={appointmentsPending}
          emptyText={t('home.noLastAppointment')}
        />
      </SimpleGrid>
    </Stack>
  );
}
