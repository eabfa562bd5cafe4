import { EMPTY_VALUE_TEXT, vitalColumns } from '@clinic/forms-core';
import { useEffect, useRef, useState } from 'react';
import { fillText } from '../../../i18n/fillText';
import type { FieldRendererProps } from '../../../render/fieldRenderers';
import { useFormStore } from '../../../store/FormStoreContext';
import { useFieldValue, useSetFieldValue } from '../../../store/useField';
import { useDisplayOptions } from '../../display/useDisplayValue';
import { ClinicalFieldFrame } from '../ClinicalFieldFrame';
import { ClinicalTable } from '../ClinicalTable';
import { useClinicalFormat } from '../clinicalFormat';
import { clinicalViewOf } from '../clinicalView';
import { clinicalColumnsOf } from '../displayColumns';
import { fieldCaption } from '../fieldCaption';
import { useClinicalSource } from '../useClinicalSource';
import { sameVitalRecord, toVitalRow, type VitalRow, vitalRowCreator, vitalRowDate } from './vitalRows';
import { useVitalTexts } from './vitalTexts';

const ALL = 'all';
const recordKey = (row: VitalRow, index: number) => String(row.id ?? vitalRowDate(row) ?? index);

/** The picker's choice that a stored value stands for: one known record, else All. */
function selectionOf(value: unknown, records: VitalRow[]): string {
  if (!Array.isArray(value) || value.length !== 1) return ALL;
  const index = records.findIndex((record) => sameVitalRecord(value[0] as VitalRow, record));
  return index < 0 ? ALL : recordKey(records[index]!, index);
}

/**
 * PatientVitals v1 and v2: a picker of the patient's vital records (the latest by default, else
 * All) above a table of Date, Creator and the Enabled signs of the records chosen.
 */
export function PatientVitalsField({ node, mode, editable, inputId, properties }: FieldRendererProps) {
  const texts = useVitalTexts();
  const format = useClinicalFormat();
  const options = useDisplayOptions();
  const store = useFormStore();
  const value = useFieldValue<unknown>(node.id);
  const setValue = useSetFieldValue(node.id);
  const view = clinicalViewOf(mode, editable);
  const { client, context } = useClinicalSource();
  const [records, setRecords] = useState<VitalRow[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [selection, setSelection] = useState(ALL);
  const { patientId, episodeOfCareId } = context;
  const canLoad = view === 'edit' && client !== null && patientId !== null;
  const started = useRef(false);

  useEffect(() => {
    if (!canLoad || !client || !patientId || started.current) return;
    started.current = true;
    client
      .listVitalRecords({ patientId, episodeOfCareId })
      .then((loaded) => {
        const rows = loaded.map((record) => toVitalRow(record, node.version));
        setRecords(rows);
        const stored = store.getValue(node.id);
        if (Array.isArray(stored)) {
          setSelection(selectionOf(stored, rows));
          return;
        }
        // The default: the latest record (lists come newest first), otherwise All.
        const latest = rows[0];
        setSelection(latest ? recordKey(latest, 0) : ALL);
        store.setValue(node.id, latest ? [latest] : rows, { loaded: true });
      })
      .catch((failure: unknown) => setError(failure));
  }, [canLoad, client, patientId, episodeOfCareId, node.id, node.version, store]);

  const choose = (key: string) => {
    setSelection(key);
    if (!records) return;
    const index = records.findIndex((record, i) => recordKey(record, i) === key);
    setValue(index < 0 ? records : [records[index]]);
  };

  const rows = Array.isArray(value) ? (value as VitalRow[]) : [];
  const columns = clinicalColumnsOf<VitalRow>(vitalColumns(options));
  const caption = fieldCaption(node, properties, texts.defaultLabel);
  const showPicker = view === 'preview' || canLoad;

  return (
    <ClinicalFieldFrame
      loading={canLoad && records === null && error === null}
      error={error}
      toolbar={
        showPicker && (
          <label className="cf-clinical-picker">
            <span>{texts.picker}</span>
            <select
              id={inputId}
              className="cf-input"
              value={selection}
              disabled={view === 'preview' || records === null}
              onChange={(event) => choose(event.currentTarget.value)}
            >
              <option value={ALL}>{texts.all}</option>
              {(records ?? []).map((record, index) => (
                <option key={recordKey(record, index)} value={recordKey(record, index)}>
                  {fillText(texts.recordOption, {
                    date: format.dateTime(vitalRowDate(record)),
                    creator: format.text(vitalRowCreator(record)),
                  })}
                </option>
              ))}
            </select>
          </label>
        )
      }
    >
      {/* Read-only, no record chosen is '--', as its display value prints (forms.md section 9). */}
      {view === 'static' && rows.length === 0 ? (
        <output id={inputId} className="cf-static">
          {EMPTY_VALUE_TEXT}
        </output>
      ) : (
        <ClinicalTable
          id={showPicker ? undefined : inputId}
          caption={caption}
          columns={columns}
          rows={rows}
          rowKey={recordKey}
          emptyText={texts.noVitals}
        />
      )}
    </ClinicalFieldFrame>
  );
}
