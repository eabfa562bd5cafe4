import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SegmentedControl.css';
import {
  type CoreClinicalVitalRecord,
  type CoreReferenceLookupItem,
  checkVitalEntry,
  isComputedVitalSign,
  type VitalSignDefinition,
  vitalEntryUnits,
  vitalProblemText,
} from '@clinic/api-contract';
import { Group, SegmentedControl, SimpleGrid, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { errorBeyondFields, fieldErrorOf } from '../../api/fieldErrorOf';
import { useLookup } from '../../api/queries/referenceQueries';
import { FormModal } from '../../components/FormModal';
import { clinicalTexts as texts } from './clinicalTexts';
import { fromLocationInput, inputZoneName, toLocationInput } from './localDateTime';
import type { RecordModalProps } from './RecordsPanel';
import { useRecordSave } from './useRecordSave';

function signDefinition(item: CoreReferenceLookupItem): VitalSignDefinition {
  return {
    id: item.id,
    name: item.name,
    code: item.code,
    unit: typeof item.extra.unit === 'string' ? item.extra.unit : '',
  };
}

/**
 * Adds or edits one reading session. The readings are checked as they are typed by the server's
 * own check (api-contract `checkVitalEntry`): numbers in a plausible range, in the unit chosen
 * beside the field (converted into the sign's by the server), BMI computed from height and weight.
 */
export function VitalRecordModal({
  record,
  onClose,
  patientId,
  episodeId,
  timeZone,
}: RecordModalProps<CoreClinicalVitalRecord> & { timeZone: string }) {
  const lookup = useLookup('VitalSign').data;
  const signs = useMemo(
    () => (lookup ?? []).filter((sign) => sign.extra.status === 'Enabled').map(signDefinition),
    [lookup],
  );
  const [when, setWhen] = useState(toLocationInput(record?.effectiveDate, timeZone));
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries((record?.items ?? []).map((item) => [item.vitalSign.id, item.value])),
  );
  const [units, setUnits] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<readonly string[]>([]);
  const save = useRecordSave('VitalRecords', patientId, record, onClose);

  const readings = signs
    .filter((sign) => !isComputedVitalSign(sign) && (values[sign.id] ?? '').trim() !== '')
    .map((sign) => ({ vitalSignId: sign.id, value: (values[sign.id] ?? '').trim(), unit: units[sign.id] }));
  const check = checkVitalEntry(signs, readings);
  const problemOf = (signId: string) => {
    const found = check.problems.find((entry) => entry.vitalSignId === signId);
    if (found) return vitalProblemText(found.problem);
    const index = sent.indexOf(signId);
    return index < 0 ? undefined : fieldErrorOf(save.error, `items.${index}.value`);
  };
  const computed = (signId: string) => check.items.find((item) => item.vitalSignId === signId)?.value ?? '';

  const submit = () => {
    const effectiveDate = fromLocationInput(when, timeZone);
    if (!effectiveDate) return setProblem(texts.required);
    if (readings.length === 0) return setProblem(texts.oneVitalAtLeast);
    if (check.problems.length > 0) return setProblem(texts.fixVitals);
    setProblem(null);
    setSent(readings.map((reading) => reading.vitalSignId));
    save.mutate(
      record
        ? { effectiveDate, items: readings }
        : { episodeOfCareId: episodeId, effectiveDate, items: readings },
    );
  };
  const serverFields = ['effectiveDate', ...sent.map((_, index) => `items.${index}.value`)];
  return (
    <FormModal
      opened
      title={record ? texts.editVitals : texts.addVitals}
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      error={problem ?? errorBeyondFields(save.error, serverFields)}
    >
      <TextInput
        type="datetime-local"
        label={texts.dateTime}
        description={texts.atLocationTime(inputZoneName(when, timeZone))}
        required
        value={when}
        onChange={(event) => setWhen(event.currentTarget.value)}
        error={fieldErrorOf(save.error, 'effectiveDate')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        {signs.map((sign) => {
          const choices = vitalEntryUnits(sign);
          const unit = units[sign.id] ?? choices[0]?.ucum;
          const unitLabel = choices.find((choice) => choice.ucum === unit)?.label ?? sign.unit;
          const label = `${sign.name}${unitLabel ? ` (${unitLabel})` : ''}`;
          if (isComputedVitalSign(sign))
            return (
              <TextInput
                key={sign.id}
                label={label}
                description={texts.bmiComputed}
                value={computed(sign.id)}
                readOnly
              />
            );
          return (
            <Group key={sign.id} gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={label}
                inputMode={choices.length > 0 ? 'decimal' : undefined}
                value={values[sign.id] ?? ''}
                maxLength={50}
                error={problemOf(sign.id)}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setValues((old) => ({ ...old, [sign.id]: value }));
                }}
              />
              {choices.length > 1 && (
                <SegmentedControl
                  size="xs"
                  aria-label={texts.unitOf(sign.name)}
                  data={choices.map((choice) => ({ value: choice.ucum, label: choice.label }))}
                  value={unit ?? ''}
                  onChange={(value) => setUnits((old) => ({ ...old, [sign.id]: value }))}
                />
              )}
            </Group>
          );
        })}
      </SimpleGrid>
    </FormModal>
  );
}
