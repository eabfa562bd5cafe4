import '@mantine/core/styles/Input.css';
import type { CoreClinicalPrnMedication } from '@clinic/api-contract';
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { fieldErrorOf } from '../../api/fieldErrorOf';
import { clinicalTexts as texts } from './clinicalTexts';
import { MedicationOrderModal } from './MedicationOrderModal';
import type { RecordModalProps } from './RecordsPanel';

/** A medication given as needed (PRN): the dose, start and stop dates, instructions. */
export function PrnMedicationModal({
  record,
  onClose,
  patientId,
  episodeId,
}: RecordModalProps<CoreClinicalPrnMedication>) {
  const [stopDate, setStopDate] = useState(record?.stopDate ?? '');
  return (
    <MedicationOrderModal
      resource="PrnMedication"
      title={record ? texts.editPrn : texts.addPrn}
      record={record}
      patientId={patientId}
      episodeId={episodeId}
      onClose={onClose}
      ownBody={() => ({ stopDate: stopDate || null })}
      endField={({ startDate, error }) => (
        <TextInput
          type="date"
          label={texts.stopDate}
          min={startDate}
          value={stopDate}
          onChange={(event) => setStopDate(event.currentTarget.value)}
          error={fieldErrorOf(error, 'stopDate')}
        />
      )}
    />
  );
}
