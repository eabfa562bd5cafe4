import { Alert } from '@mantine/core';

/** What a finished action did, said politely (status) until the user closes it or another replaces it. */
export function DismissibleNotice({ text, onClose }: { text: string | null; onClose: () => void }) {
  if (!text) return null;
  return (
    <Alert color="green" role="status" withCloseButton onClose={onClose}>
      {text}
    </Alert>
  );
}
