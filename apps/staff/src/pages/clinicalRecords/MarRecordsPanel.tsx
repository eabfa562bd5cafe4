import '@mantine/core/styles/Input.css';
import '../../components/selectStyles';
import {
  type CoreClinicalMarRecord,
  coreClinicalMarStatuses,
  coreClinicalMedicationTypes,
  coreClinicalSignedByMaxLength,
} from '@clinic/api-contract';
import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorBeyondFields, fieldErrorOf } from '../../api/fieldErrorOf';
import { usePatientLocation } from '../../api/queries/usePatientLocation';
import { FormModal } from '../../components/FormModal';
import { formatAtLocation } from '../../format/formatDate';
import { useStaffUser } from '../../session/StaffUserContext';
import { staffDisplayName } from '../../session/staffDisplayName';
import { useMarRecords } from './clinicalCalls';
import { clinicalTexts as texts } from './clinicalTexts';
import { DoseFields, doseFields, doseOf } from './DoseFields';
import { doseText, medicationText } from './doseText';
import { fromLocationInput, inputZoneName, toLocationInput } from './localDateTime';
import { MarSignature } from './MarSignature';
import { type EpisodeScope, type RecordModalProps, RecordsPanel } from './RecordsPanel';
import { useRecordSave } from './useRecordSave';

type MarStatus = (typeof coreClinicalMarStatuses)[number];
/** The administration's fields with an error slot. */
const marFields = [...doseFields, 'dateTime', 'signedBy', 'signature'];
type MedicationType = (typeof coreClinicalMedicationTypes)[number];

/** The episode's medication administration records (MAR). */
export function MarRecordsPanel(scope: EpisodeScope) {
  const { timeZone } = usePatientLocation(scope.patientId, scope.episodeId);
  return (
    <RecordsPanel
      title={texts.marTitle}
      addLabel={texts.addMar}
      resource="MarsRecords"
      scope={scope}
      query={useMarRecords(scope.patientId, scope.episodeId)}
      nameOf={(row) => `${medicationText(row)} ${formatAtLocation(row.dateTime, timeZone)}`}
      columns={[
        { header: texts.dateTime, cell: (row) => formatAtLocation(row.dateTime, timeZone) },
        { header: texts.status, cell: (row) => row.status },
        { header: texts.type, cell: (row) => row.type },
        { header: texts.medication, cell: medicationText },
        {
          header: texts.dosage,
          cell: doseText,
        },
        { header: texts.givenBy, cell: (row) => row.givenBy ?? '--' },
        { header: texts.signedBy, cell: (row) => row.signedBy || '--' },
        {
          header: texts.signature,
          cell: (row) =>
            row.signature ? (
              <img
                src={row.signature}
                alt={texts.signatureOf(row.signedBy || row.givenBy || '')}
                height={32}
                width={75}
              />
            ) : (
              '--'
            ),
        },
        { header: texts.notes, cell: (row) => row.notes || '--' },
      ]}
      renderModal={(props) => <MarRecordModal {...props} timeZone={timeZone} />}
    />
  );
}

function MarRecordModal({
  record,
  onClose,
  patientId,
  episodeId,
  timeZone,
}: RecordModalProps<CoreClinicalMarRecord> & { timeZone: string }) {
  const [when, setWhen] = useState(toLocationInput(record?.dateTime, timeZone));
  const [status, setStatus] = useState<MarStatus>((record?.status as MarStatus | undefined) ?? 'Given');
  const [type, setType] = useState<MedicationType>(record?.type ?? 'SCH');
  const [dose, setDose] = useState(doseOf(record));
  const [signedBy, setSignedBy] = useState(record?.signedBy ?? '');
  const [notes, setNotes] = useState(record?.notes ?? '');
  const [signature, setSignature] = useState<string | null>(record?.signature ?? null);
  const [missing, setMissing] = useState({ dateTime: false, medication: false });
  const [unsigned, setUnsigned] = useState(false);
  const user = useStaffUser();
  const signerName = staffDisplayName(user);
  const save = useRecordSave('MarsRecords', patientId, record, onClose);
  // Administering a dose is signed by who gave it; a refused or held dose records no administration.
  const signatureRequired = status === 'Given';
  const sign = (image: string | null) => {
    setSignature(image);
    setUnsigned(false);
    if (image && !signedBy.trim()) setSignedBy(signerName.slice(0, coreClinicalSignedByMaxLength));
  };
  const submit = () => {
    const dateTime = fromLocationInput(when, timeZone);
    const missingSignature = signatureRequired && !signature;
    setUnsigned(missingSignature);
    const nowMissing = { dateTime: !dateTime, medication: !dose.medicationId };
    setMissing(nowMissing);
    if (nowMissing.dateTime || nowMissing.medication || missingSignature) return;
    save.mutate({
      ...(record ? {} : { episodeOfCareId: episodeId }),
      dateTime,
      status,
      type,
      ...dose,
      dosageAmount: dose.dosageAmount.trim(),
      signedBy: signedBy.trim(),
      notes: notes.trim(),
      signature,
    });
  };
  return (
    <FormModal
      opened
      title={record ? texts.editMar : texts.addMar}
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      error={errorBeyondFields(save.error, marFields)}
    >
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <TextInput
          type="datetime-local"
          label={texts.dateTime}
          description={texts.atLocationTime(inputZoneName(when, timeZone))}
          required
          value={when}
          onChange={(event) => setWhen(event.currentTarget.value)}
          error={
            missing.dateTime && !fromLocationInput(when, timeZone)
              ? texts.required
              : fieldErrorOf(save.error, 'dateTime')
          }
        />
        <Select
          label={texts.status}
          data={[...coreClinicalMarStatuses]}
          value={status}
          onChange={(value) => value && setStatus(value as MarStatus)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={texts.type}
          data={coreClinicalMedicationTypes.map((value) => ({ value, label: texts.types[value] }))}
          value={type}
          onChange={(value) => value && setType(value as MedicationType)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
      <DoseFields
        dose={dose}
        initialMedication={record?.medication ?? null}
        onChange={setDose}
        error={save.error}
        medicationMissing={missing.medication}
      />
      <TextInput
        label={texts.signedBy}
        value={signedBy}
        maxLength={coreClinicalSignedByMaxLength}
        onChange={(event) => setSignedBy(event.currentTarget.value)}
        error={fieldErrorOf(save.error, 'signedBy')}
      />
      <MarSignature
        value={signature}
        signerName={signerName}
        savedSignature={user.signature}
        onChange={sign}
        required={signatureRequired}
        error={unsigned ? texts.signatureRequired : fieldErrorOf(save.error, 'signature')}
      />
      <Textarea
        label={texts.notes}
        value={notes}
        maxLength={4000}
        autosize
        minRows={2}
        onChange={(event) => setNotes(event.currentTarget.value)}
      />
    </FormModal>
  );
}
