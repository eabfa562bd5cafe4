import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Grid.css';
import { Anchor, Button, Grid, Paper, Stack, Switch, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { NewThreadModal } from './NewThreadModal';
import { ThreadList } from './ThreadList';
import { ThreadView } from './ThreadView';

/** The inbox: conversations on the left, the open one on the right (one at a time on a phone). */
export default function MessagesPage() {
  const { t } = useTranslation();
  const { threadId } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const newFor = params.get('patientId');
  const [composing, setComposing] = useState(newFor !== null);
  const wide = useMediaQuery('(min-width: 62em)', true);
  const closeComposer = () => {
    setComposing(false);
    if (newFor) setParams({}, { replace: true });
  };
  const list = (
    <Stack gap="sm">
      <Switch
        label={t('messages.unreadOnly')}
        checked={unreadOnly}
        onChange={(event) => setUnreadOnly(event.currentTarget.checked)}
      />
      <ThreadList unreadOnly={unreadOnly} activeId={threadId} />
    </Stack>
  );
  return (
    <Stack>
      <PageHeader title={t('messages.title')}>
        <Button onClick={() => setComposing(true)}>{t('messages.newMessage')}</Button>
      </PageHeader>
      {wide ? (
        <Grid>
          <Grid.Col span={4}>{list}</Grid.Col>
          <Grid.Col span={8}>
            {threadId ? (
              <ThreadView threadId={threadId} />
            ) : (
              <Paper withBorder p="xl">
                <Text c="dimmed">{t('messages.chooseThread')}</Text>
              </Paper>
            )}
          </Grid.Col>
        </Grid>
      ) : threadId ? (
        <Stack>
          <Anchor component={Link} to="/messages" size="sm">
            ← {t('messages.backToList')}
          </Anchor>
          <ThreadView threadId={threadId} />
        </Stack>
      ) : (
        list
      )}
      {composing && (
        <NewThreadModal
          patientId={newFor}
          onClose={closeComposer}
          onCreated={(id) => {
            closeComposer();
            navigate(`/messages/${id}`);
          }}
        />
      )}
    </Stack>
  );
}
