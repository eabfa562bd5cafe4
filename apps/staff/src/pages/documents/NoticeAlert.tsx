import { Alert } from '@mantine/core';
import type { Notice } from './useTimedNotice';

/** A success shows politely (status); a failure interrupts (alert). */
export function NoticeAlert({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  const success = notice.kind === 'success';
  return (
    <Alert
      color={success ? 'green' : 'red'}
      role={success ? 'status' : 'alert'}
      style={{ whiteSpace: 'pre-line' }}
    >
      {notice.text}
    </Alert>
  );
}
