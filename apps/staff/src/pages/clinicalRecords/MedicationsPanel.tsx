import { Stack } from '@mantine/core';
import { formatDate } from '../../format/formatDate';
import { usePrnMedications, useScheduledMedications } from './clinicalCalls';
import { clinicalTexts as texts } from './clinicalTexts';
import { doseText, medicationText } from './doseText';
import { PrnMedicationModal } from './PrnMedicationModal';
import { type EpisodeScope, RecordsPanel } from './RecordsPanel';
import { ScheduledMedicationModal } from './ScheduledMedicationModal';

/** The episode's medication orders: scheduled (SCH) and as needed (PRN). */
export function MedicationsPanel(scope: EpisodeScope) {
  return (
    <Stack gap="xl">
      <RecordsPanel
        title={texts.scheduledTitle}
        addLabel={texts.addScheduled}
        resource="ScheduledMedication"
        scope={scope}
        query={useScheduledMedications(scope.patientId, scope.episodeId)}
        nameOf={medicationText}
        columns={[
          { header: texts.medication, cell: medicationText },
          { header: texts.dosage, cell: doseText },
          { header: texts.times, cell: (row) => row.times.join(', ') || '--' },
          {
            header: texts.frequency,
            cell: (row) =>
              row.frequency === 'DaysInterval' && row.interval
                ? row.interval
                : texts.frequencies[row.frequency],
          },
          {
            header: texts.dates,
            cell: (row) =>
              `${formatDate(row.startDate)} – ${row.untilDischarge ? texts.untilDischarge : formatDate(row.endDate)}`,
          },
        ]}
        renderModal={(props) => <ScheduledMedicationModal {...props} />}
      />
      <RecordsPanel
        title={texts.prnTitle}
        addLabel={texts.addPrn}
        resource="PrnMedication"
        scope={scope}
        query={usePrnMedications(scope.patientId, scope.episodeId)}
        nameOf={medicationText}
        columns={[
          { header: texts.medication, cell: medicationText },
          { header: texts.dosage, cell: doseText },
          {
            header: texts.dates,
            cell: (row) => `${formatDate(row.startDate)} – ${formatDate(row.stopDate)}`,
          },
          { header: texts.instructions, cell: (row) => row.instructions || '--' },
        ]}
        renderModal={(props) => <PrnMedicationModal {...props} />}
      />
    </Stack>
  );
}
