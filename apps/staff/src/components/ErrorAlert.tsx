import { Alert } from '@mantine/core';
import { serverErrorText } from '../api/serverErrorText';

/** A failed call's user-facing text (several server messages arrive joined by line breaks). */
export function ErrorAlert({ error }: { error: unknown }) {
  if (!error) return null;
  const message = serverErrorText(error);
  return (
    <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
      {message}
    </Alert>
  );
}
