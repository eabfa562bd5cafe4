import { Stack } from '@mantine/core';
import { formatDate } from '../../format/formatDate';
import { usePrnMedications, useScheduledMedications } from './clinicalCalls';
import { clinicalTexts as texts } from './clinicalTexts';
import { PrnMedicationModal } from './PrnMedicationModal';
import { RecordsPanel } from './RecordsPanel';
import { ScheduledMedicationModal } from './ScheduledMedicationModal';

interface Dosed {
  medication: { name: string; strength: string };
  dosageAmount: string;
  unitOfMeasurement: { name: string } | null;
  medicationRoute: { name: string } | null;
}

const medicationName = (row: Dosed) => `${row.medication.name} ${row.medication.strength}`.trim();
const doseText = (row: Dosed) =>
  [row.dosageAmount, row.unitOfMeasurement?.name, row.medicationRoute?.name].filter(Boolean).join(' ') ||
  '--';

/** The episode's medication orders: scheduled (SCH) and as needed (PRN). */
export function MedicationsPanel({ patientId, episodeId }: { patientId: string; episodeId: string }) {
  const scope = { patientId, episodeId };
  return (
    <Stack gap="xl">
      <RecordsPanel
        title={texts.scheduledTitle}
        addLabel={texts.addScheduled}
        resource="ScheduledMedication"
        patientId={patientId}
        query={useScheduledMedications(patientId, episodeId)}
        nameOf={medicationName}
        columns={[
          { header: texts.medication, cell: medicationName },
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
        renderModal={(props) => <ScheduledMedicationModal {...props} {...scope} />}
      />
      <RecordsPanel
        title={texts.prnTitle}
        addLabel={texts.addPrn}
        resource="PrnMedication"
        patientId={patientId}
        query={usePrnMedications(patientId, episodeId)}
        nameOf={medicationName}
        columns={[
          { header: texts.medication, cell: medicationName },
          { header: texts.dosage, cell: doseText },
          {
            header: texts.dates,
            cell: (row) => `${formatDate(row.startDate)} – ${formatDate(row.stopDate)}`,
          },
          { header: texts.instructions, cell: (row) => row.instructions || '--' },
        ]}
        renderModal={(props) => <PrnMedicationModal {...props} {...scope} />}
      />
    </Stack>
  );
}
