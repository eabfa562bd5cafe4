import type { CoreFormsDocument } from '@clinic/api-contract';
import { instrumentLibrary } from '@clinic/forms-core';
import { Badge, Text } from '@mantine/core';
import { documentsTexts as texts } from './documentsTexts';

/**
 * What a library instrument's score means, beside the score: its severity band, whether it was
 * prorated or screens positive, and the answers that need a clinician. Not shown once a score is
 * set by hand, since the details describe the computed total.
 */
export function ScoreDetails({ document }: { document: CoreFormsDocument }) {
  const details = document.scoreDetails;
  const [total] = details?.scales ?? [];
  if (!details || !total || document.scoreReason) return null;
  const instrument = details.instrument ? instrumentLibrary[details.instrument.id] : undefined;
  const band = total.band ? (instrument?.bandLabels[total.band]?.en ?? total.band) : null;
  return (
    <>
      {total.total === null && (
        <Text size="sm" c="dimmed">
          {texts.noTotal(total.missing)}
        </Text>
      )}
      {band && <Badge variant="light">{band}</Badge>}
      {total.prorated && (
        <Text size="sm" c="dimmed">
          {texts.prorated(total.missing)}
        </Text>
      )}
      {total.positive !== null && (
        <Badge color={total.positive ? 'orange' : 'gray'} variant="light">
          {total.positive ? texts.positiveScreen : texts.negativeScreen}
        </Badge>
      )}
      {details.alerts.map((code) => (
        <Badge key={code} color="red">
          {texts.scoreAlerts[code] ?? code}
        </Badge>
      ))}
    </>
  );
}
