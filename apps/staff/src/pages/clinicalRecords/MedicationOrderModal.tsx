import '@mantine/core/styles/Input.css';
import type { CoreClinicalMedicationRef } from '@clinic/api-contract';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { errorBeyondFields, fieldErrorOf } from '../../api/fieldErrorOf';
import { localToday } from '../../format/formatDate';
import { clinicalTexts as texts } from './clinicalTexts';
import { DoseFields, doseFields, doseOf } from './DoseFields';
import { StrictFormModal } from './StrictFormModal';
import { useRecordSave } from './useRecordSave';

/** What a PRN or scheduled medication order has in common. */
type MedicationOrder = NonNullable<Parameters<typeof doseOf>[0]> & {
  id: string;
  medication: CoreClinicalMedicationRef | null;
  startDate: string;
  instructions: string | null;
};

/** The order's fields with an error slot; the server may also name its end date and times. */
const orderFields = [...doseFields, 'startDate', 'endDate', 'stopDate', 'times'];

/** What an order's own fields need: its start date (their lower bound) and the save error. */
export interface OrderFieldsContext {
  startDate: string;
  error: unknown;
}

/**
 * The dialog of a medication order: dose, start date, the order's own end field beside it, its own
 * further fields, instructions; saves the common part with the order's own body.
 */
export function MedicationOrderModal({
  resource,
  title,
  record,
  patientId,
  episodeId,
  onClose,
  endField,
  children,
  ownBody,
}: {
  resource: 'PrnMedication' | 'ScheduledMedication';
  title: string;
  record: MedicationOrder | null;
  patientId: string;
  episodeId: string;
  onClose: () => void;
  endField: (context: OrderFieldsContext) => ReactNode;
  children?: (context: OrderFieldsContext) => ReactNode;
  ownBody: () => Record<string, unknown>;
}) {
  const [dose, setDose] = useState(doseOf(record));
  const [doseConfirmed, setDoseConfirmed] = useState(false);
  const [startDate, setStartDate] = useState(record?.startDate ?? localToday());
  const [instructions, setInstructions] = useState(record?.instructions ?? '');
  const save = useRecordSave(resource, patientId, record, onClose);
  const submit = () =>
    save.mutate({
      ...(record ? {} : { episodeOfCareId: episodeId }),
      ...dose,
      confirmUnusualDose: doseConfirmed,
      startDate,
      ...ownBody(),
      instructions: instructions.trim(),
    });
  const context = { startDate, error: save.error };
  return (
    <StrictFormModal
      title={title}
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      error={errorBeyondFields(save.error, orderFields)}
    >
      <DoseFields
        dose={dose}
        initialMedication={record?.medication ?? null}
        onChange={setDose}
        error={save.error}
        doseRequired
        confirmation={{ confirmed: doseConfirmed, onConfirm: setDoseConfirmed }}
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
        {endField(context)}
      </SimpleGrid>
      {children?.(context)}
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
