import { Alert, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { usePendingChangeRequestCount } from './changeRequestCalls';
import { changeRequestTexts as texts } from './changeRequestTexts';

/** On the chart: the patient's profile changes waiting for a decision, with the way to review them. */
export function PendingChangeRequestsNotice({ patientId }: { patientId: string }) {
  const count = usePendingChangeRequestCount(patientId);
  if (!count) return null;
  return (
    <Alert color="orange" variant="light" role="status">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm">{texts.chartPending(count)}</Text>
        <Button
          size="xs"
          variant="light"
          color="orange"
          component={Link}
          to={`/change-requests?status=pending&patientId=${patientId}`}
        >
          {texts.chartReview}
        </Button>
      </Group>
    </Alert>
  );
}
