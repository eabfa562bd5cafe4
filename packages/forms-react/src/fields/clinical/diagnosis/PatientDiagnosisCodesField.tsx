import { useState } from 'react';
import type { FieldRendererProps } from '../../../render/fieldRenderers';
import { useSetFieldValue } from '../../../store/useField';
import { ClinicalListFrame } from '../ClinicalListFrame';
import type { ClinicalColumn } from '../ClinicalTable';
import { useClinicalFormat } from '../clinicalFormat';
import { clinicalViewOf } from '../clinicalView';
import { fieldCaption } from '../fieldCaption';
import { StatusBadge } from '../StatusBadge';
import { useClinicalList } from '../useClinicalList';
import { useClinicalSource } from '../useClinicalSource';
import { AddDiagnosisCodeDialog } from './AddDiagnosisCodeDialog';
import {
  type DiagnosisCategory,
  type DiagnosisRow,
  sortDiagnosisRows,
  toDiagnosisRow,
} from './diagnosisRows';
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
  const format = useClinicalFormat();
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

  const columns: ClinicalColumn<DiagnosisRow>[] = [
    { key: 'code', header: texts.code, cell: (row) => format.text(row.code) },
    {
      key: 'category',
      header: texts.category,
      cell: (row) => (row.category ? texts[row.category as DiagnosisCategory] : format.text(null)),
    },
    {
      key: 'status',
      header: texts.status,
      cell: (row) =>
        row.status?.name ? (
          <StatusBadge name={row.status.name} color={row.status.color} />
        ) : (
          format.text(null)
        ),
    },
    { key: 'activeFrom', header: texts.activeFrom, cell: (row) => format.date(row.activeFrom) },
    { key: 'resolvedBy', header: texts.resolvedBy, cell: (row) => format.date(row.resolvedBy) },
    { key: 'comments', header: texts.comments, cell: (row) => format.text(row.description) },
  ];

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
