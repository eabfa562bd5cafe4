import type { FieldRendererProps } from '../../../render/fieldRenderers';
import { ClinicalListFrame } from '../ClinicalListFrame';
import type { ClinicalColumn } from '../ClinicalTable';
import { useClinicalFormat } from '../clinicalFormat';
import { clinicalViewOf } from '../clinicalView';
import { fieldCaption } from '../fieldCaption';
import { useClinicalList } from '../useClinicalList';
import { useClinicalSource } from '../useClinicalSource';
import { type AllergyRow, toAllergyRow } from './allergyRows';
import { useAllergyTexts } from './allergyTexts';

/** PatientAllergies: the patient's allergies (type, allergen, reaction, severity). */
export function PatientAllergiesField({ node, mode, editable, inputId, properties }: FieldRendererProps) {
  const texts = useAllergyTexts();
  const format = useClinicalFormat();
  const view = clinicalViewOf(mode, editable);
  const { client, context } = useClinicalSource();
  const patientId = context.patientId;
  const fetchRows =
    view === 'edit' && client && patientId
      ? async () => (await client.listAllergies(patientId)).map(toAllergyRow)
      : null;
  const list = useClinicalList<AllergyRow>(node.id, fetchRows);
  const columns: ClinicalColumn<AllergyRow>[] = [
    { key: 'allergyType', header: texts.allergyType, cell: (row) => format.text(row.allergyType) },
    { key: 'allergen', header: texts.allergen, cell: (row) => format.text(row.allergen) },
    { key: 'reaction', header: texts.reaction, cell: (row) => format.text(row.reaction) },
    { key: 'severity', header: texts.severity, cell: (row) => format.text(row.severity) },
  ];
  return (
    <ClinicalListFrame
      list={list}
      view={view}
      canLoad={fetchRows !== null}
      reloadLabel={texts.reload}
      table={{
        id: inputId,
        caption: fieldCaption(node, properties, texts.defaultLabel),
        columns,
        rows: list.rows,
        rowKey: (row, index) => String(row.allergyId ?? index),
        emptyText: texts.noAllergies,
      }}
    />
  );
}
