import '@mantine/core/styles/Badge.css';
import type { ProfileStaffChangeRequest } from '@clinic/api-contract';
import { Badge } from '@mantine/core';
import { changeRequestTexts as texts } from './changeRequestTexts';

const colors: Record<ProfileStaffChangeRequest['status'], string> = {
  pending: 'orange',
  applied: 'teal',
  rejected: 'red',
};

export function ChangeRequestStatusBadge({ status }: { status: ProfileStaffChangeRequest['status'] }) {
  return (
    <Badge color={colors[status]} variant="light">
      {texts.statuses[status]}
    </Badge>
  );
}
