import '@mantine/core/styles/Input.css';
import type { CoreClinicalVitalRecord } from '@clinic/api-contract';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorBeyondFields, fieldErrorOf } from '../../api/fieldErrorOf';
import { useLookup } from '../../api/queries/referenceQueries';
import { FormModal } from '../../components/FormModal';
import { formatDateTime } from '../../format/formatDate';
import { useVitalRecords } from './clinicalCalls';
import { clinicalTexts as texts } from './clinicalTexts';
import { fromLocalInput, toLocalInput } from './localDateTime';
import { type EpisodeScope, type RecordModalProps, RecordsPanel } from './RecordsPanel';
import { useRecordSave } from './useRecordSave';

/** "Pulse 72 bpm, Temperature 98.6 °F". */
export function vitalsSummary(record: CoreClinicalVitalRecord): string {
  return record.items
    .map((item) => `${item.vitalSign.name} ${item.value} ${item.vitalSign.unit}`.trim())
    .join(', ');
}

/** The episode's vital records (Date, Creator, Vitals, as the Patient Vitals field shows them). */
export function VitalsPanel(scope: EpisodeScope) {
  return (
    <RecordsPanel
      title={texts.vitalsTitle}
      addLabel={texts.addVitals}
      resource="VitalRecords"
      scope={scope}
      query={useVitalRecords(scope.patientId, scope.episodeId)}
      nameOf={(row) => formatDateTime(row.effectiveDate)}
      columns={[
        { header: texts.date, cell: (row) => formatDateTime(row.effectiveDate) },
        { header: texts.creator, cell: (row) => row.user?.fullName ?? '--' },
        { header: texts.vitals, cell: vitalsSummary },
      ]}
      renderModal={(props) => <VitalRecordModal {...props} />}
    />
  );
}

function VitalRecordModal({
  record,
  onClose,
  patientId,
  episodeId,
}: RecordModalProps<CoreClinicalVitalRecord>) {
  const signs = (useLookup('VitalSign').data ?? []).filter((sign) => sign.extra.status === 'Enabled');
  const [when, setWhen] = useState(toLocalInput(record?.effectiveDate));
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries((record?.items ?? []).map((item) => [item.vitalSign.id, item.value])),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const save = useRecordSave('VitalRecords', patientId, record, onClose);
  const submit = () => {
    const effectiveDate = fromLocalInput(when);
    const items = Object.entries(values)
      .filter(([, value]) => value.trim() !== '')
      .map(([vitalSignId, value]) => ({ vitalSignId, value: value.trim() }));
    if (!effectiveDate) return setProblem(texts.required);
    if (items.length === 0) return setProblem(texts.oneVitalAtLeast);
    setProblem(null);
    save.mutate(record ? { effectiveDate, items } : { episodeOfCareId: episodeId, effectiveDate, items });
  };
  return (
    <FormModal
      opened
      title={record ? texts.editVitals : texts.addVitals}
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      error={problem ?? errorBeyondFields(save.error, ['effectiveDate'])}
    >
      <TextInput
        type="datetime-local"
        label={texts.dateTime}
        required
        value={when}
        onChange={(event) => setWhen(event.currentTarget.value)}
        error={fieldErrorOf(save.error, 'effectiveDate')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        {signs.map((sign) => (
          <TextInput
            key={sign.id}
            label={`${sign.name}${typeof sign.extra.unit === 'string' && sign.extra.unit ? ` (${sign.extra.unit})` : ''}`}
            value={values[sign.id] ?? ''}
            maxLength={50}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setValues((old) => ({ ...old, [sign.id]: value }));
            }}
          />
        ))}
      </SimpleGrid>
    </FormModal>
  );
}
