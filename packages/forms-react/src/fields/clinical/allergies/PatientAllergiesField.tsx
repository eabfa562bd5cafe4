import { allergyColumns } from '@clinic/forms-core';
import type { FieldRendererProps } from '../../../render/fieldRenderers';
import { useDisplayOptions } from '../../display/useDisplayValue';
import { ClinicalListFrame } from '../ClinicalListFrame';
import { clinicalViewOf } from '../clinicalView';
import { clinicalColumnsOf } from '../displayColumns';
import { fieldCaption } from '../fieldCaption';
import { useClinicalList } from '../useClinicalList';
import { useClinicalSource } from '../useClinicalSource';
import { type AllergyRow, toAllergyRow } from './allergyRows';
import { useAllergyTexts } from './allergyTexts';

/** PatientAllergies: the patient's allergies (type, allergen, reaction, severity). */
export function PatientAllergiesField({ node, mode, editable, inputId, properties }: FieldRendererProps) {
  const texts = useAllergyTexts();
  const options = useDisplayOptions();
  const view = clinicalViewOf(mode, editable);
  const { client, context } = useClinicalSource();
  const patientId = context.patientId;
  const fetchRows =
    view === 'edit' && client && patientId
      ? async () => (await client.listAllergies(patientId)).map(toAllergyRow)
      : null;
  const list = useClinicalList<AllergyRow>(node.id, fetchRows);
  const columns = clinicalColumnsOf<AllergyRow>(allergyColumns(options));
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
