import type { CoreFormsDocument } from '@clinic/api-contract';
import { Text } from '@mantine/core';
import { formatDateTime } from '../../format/formatDate';
import { documentsTexts as texts } from './documentsTexts';

/** Who set the score by hand, when and why, read beside the score. */
export function ScoreNote({ document }: { document: CoreFormsDocument }) {
  if (!document.scoreReason) return null;
  return (
    <Text size="sm" c="dimmed">
      {texts.scoreSetBy(
        document.scoreSetByName ?? '--',
        formatDateTime(document.scoreSetAt),
        document.scoreReason,
      )}
    </Text>
  );
}
