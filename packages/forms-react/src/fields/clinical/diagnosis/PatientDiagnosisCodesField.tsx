import { diagnosisColumns } from '@clinic/forms-core';
import { useState } from 'react';
import type { FieldRendererProps } from '../../../render/fieldRenderers';
import { useSetFieldValue } from '../../../store/useField';
import { DisplayCellView } from '../../display/DisplayValueView';
import { useDisplayOptions } from '../../display/useDisplayValue';
import { ClinicalListFrame } from '../ClinicalListFrame';
import { clinicalViewOf } from '../clinicalView';
import { clinicalColumnsOf } from '../displayColumns';
import { fieldCaption } from '../fieldCaption';
import { StatusBadge } from '../StatusBadge';
import { useClinicalList } from '../useClinicalList';
import { useClinicalSource } from '../useClinicalSource';
import { AddDiagnosisCodeDialog } from './AddDiagnosisCodeDialog';
import { type DiagnosisRow, sortDiagnosisRows, toDiagnosisRow } from './diagnosisRows';
import { useDiagnosisTexts } from './diagnosisTexts';

/**
 * PatientDiagnosisCodes: the episode's saved codes, sorted by category then ICD code.
 * "Reload Patient Codes" restores them; "Add Diagnosis Code" adds a row to this form only.
 * Rows have no delete control (forms.md section 4).
 */
export function PatientDiagnosisCodesField({
  node,
  mode,
  editable,
  inputId,
  properties,
}: FieldRendererProps) {
  const texts = useDiagnosisTexts();
  const options = useDisplayOptions();
  const setValue = useSetFieldValue(node.id);
  const view = clinicalViewOf(mode, editable);
  const { client, context } = useClinicalSource();
  const [adding, setAdding] = useState(false);
  const { patientId, episodeOfCareId } = context;
  const fetchRows =
    view === 'edit' && client && patientId
      ? async () =>
          sortDiagnosisRows(
            (await client.listDiagnosisCodes({ patientId, episodeOfCareId })).map(toDiagnosisRow),
          )
      : null;
  const list = useClinicalList<DiagnosisRow>(node.id, fetchRows);

  // The status keeps its colour badge; its text is the display value's.
  const columns = clinicalColumnsOf<DiagnosisRow>(diagnosisColumns(options), {
    status: (row, cell) =>
      cell.kind === 'text' ? (
        <StatusBadge name={cell.text} color={row.status?.color} />
      ) : (
        <DisplayCellView cell={cell} label={texts.status} />
      ),
  });

  return (
    <ClinicalListFrame
      list={list}
      view={view}
      canLoad={fetchRows !== null}
      reloadLabel={texts.reload}
      tools={
        (view === 'preview' || (view === 'edit' && client)) && (
          <button
            type="button"
            className="cf-button"
            disabled={view === 'preview'}
            onClick={() => setAdding(true)}
          >
            {texts.add}
          </button>
        )
      }
      table={{
        id: inputId,
        caption: fieldCaption(node, properties, texts.defaultLabel),
        columns,
        rows: list.rows,
        rowKey: (row, index) => `${row.id ?? 'new'}-${index}`,
        emptyText: texts.noCodes,
      }}
    >
      {adding && client && (
        <AddDiagnosisCodeDialog
          client={client}
          onAdd={(row) => setValue(sortDiagnosisRows([...list.rows, row]))}
          onClose={() => setAdding(false)}
        />
      )}
    </ClinicalListFrame>
  );
}
