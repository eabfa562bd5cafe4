import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import type { ProfileStaffChangeRequest } from '@clinic/api-contract';
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { patientKeys } from '../../api/queries/patientQueries';
import { useApiMutation } from '../../api/useApiMutation';
import { ErrorAlert } from '../../components/ErrorAlert';
import { formatDateTime } from '../../format/formatDate';
import { ChangeRequestStatusBadge } from './ChangeRequestStatusBadge';
import { ChangeValuesTable } from './ChangeValuesTable';
import { applyChangeRequest, changeRequestKeys } from './changeRequestCalls';
import { changeRequestTexts as texts } from './changeRequestTexts';
import { RejectForm } from './RejectForm';

/** One request: current and requested values side by side, then Apply or Reject with a reason. */
export function ChangeRequestReviewModal({
  request,
  onClose,
  onDone,
}: {
  request: ProfileStaffChangeRequest;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [rejecting, setRejecting] = useState(false);
  const apply = useApiMutation(
    () => applyChangeRequest(request.id),
    // The chart and the patient lists show the applied values.
    [changeRequestKeys.all, patientKeys.all],
    () => onDone(texts.applied(request.patientName)),
  );
  const pending = request.status === 'pending';
  return (
    <Modal
      opened
      onClose={onClose}
      title={rejecting ? texts.rejectTitle : texts.reviewTitle}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack>
        <Group justify="space-between" wrap="wrap">
          <div>
            <Text fw={600}>
              {request.patientName} · {request.patientMrn}
            </Text>
            <Text size="sm" c="dimmed">
              {texts.receivedOn(formatDateTime(request.createdAt))}
            </Text>
          </div>
          <Anchor component={Link} to={`/patients/${request.patientId}`} size="sm">
            {texts.openChart}
          </Anchor>
        </Group>
        <ChangeValuesTable request={request} />
        {!pending && (
          <Stack gap={4}>
            <Group gap="xs">
              <ChangeRequestStatusBadge status={request.status} />
              <Text size="sm">
                {texts.decidedBy(
                  texts.statuses[request.status],
                  request.reviewedByName ?? '--',
                  formatDateTime(request.reviewedAt),
                )}
              </Text>
            </Group>
            {request.rejectReason && (
              <Text size="sm">
                {texts.reason}: {request.rejectReason}
              </Text>
            )}
          </Stack>
        )}
        {pending && rejecting && (
          <RejectForm
            requestId={request.id}
            onBack={() => setRejecting(false)}
            onDone={() => onDone(texts.rejected)}
          />
        )}
        {pending && !rejecting && (
          <>
            <Text size="sm" c="dimmed">
              {texts.applyHint}
            </Text>
            <ErrorAlert error={apply.error} />
            <Group justify="flex-end">
              <Button variant="default" color="red" onClick={() => setRejecting(true)}>
                {texts.reject}
              </Button>
              <Button color="green" onClick={() => apply.mutate(undefined)} loading={apply.isPending}>
                {texts.apply}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
