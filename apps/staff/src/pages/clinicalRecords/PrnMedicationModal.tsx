import '@mantine/core/styles/Input.css';
import type { CoreClinicalPrnMedication } from '@clinic/api-contract';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { clinicalTexts as texts } from './clinicalTexts';
import { DoseFields, doseOf } from './DoseFields';
import { fieldErrorOf } from './fieldErrorOf';
import type { RecordModalProps } from './RecordsPanel';
import { StrictFormModal } from './StrictFormModal';
import { useRecordSave } from './useRecordSave';

/** A medication given as needed (PRN): the dose, start and stop dates, instructions. */
export function PrnMedicationModal({
  record,
  onClose,
  patientId,
  episodeId,
}: RecordModalProps<CoreClinicalPrnMedication> & { patientId: string; episodeId: string }) {
  const [dose, setDose] = useState(doseOf(record));
  const [startDate, setStartDate] = useState(record?.startDate ?? new Date().toISOString().slice(0, 10));
  const [stopDate, setStopDate] = useState(record?.stopDate ?? '');
  const [instructions, setInstructions] = useState(record?.instructions ?? '');
  const save = useRecordSave('PrnMedication', patientId, record, onClose);
  const submit = () =>
    save.mutate({
      ...(record ? {} : { episodeOfCareId: episodeId }),
      ...dose,
      startDate,
      stopDate: stopDate || null,
      instructions: instructions.trim(),
    });
  return (
    <StrictFormModal
      title={record ? texts.editPrn : texts.addPrn}
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      error={save.error}
    >
      <DoseFields
        dose={dose}
        initialMedication={record?.medication ?? null}
        onChange={setDose}
        error={save.error}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          type="date"
          label={texts.startDate}
          required
          value={startDate}
          onChange={(event) => setStartDate(event.currentTarget.value)}
          error={fieldErrorOf(save.error, 'startDate')}
        />
        <TextInput
          type="date"
          label={texts.stopDate}
          min={startDate}
          value={stopDate}
          onChange={(event) => setStopDate(event.currentTarget.value)}
          error={fieldErrorOf(save.error, 'stopDate')}
        />
      </SimpleGrid>
      <Textarea
        label={texts.instructions}
        value={instructions}
        maxLength={2000}
        autosize
        minRows={2}
        onChange={(event) => setInstructions(event.currentTarget.value)}
      />
    </StrictFormModal>
  );
}
