import { marColumns } from '@clinic/forms-core';
import { fillText } from '../../../i18n/fillText';
import type { FieldRendererProps } from '../../../render/fieldRenderers';
import { DisplayCellView } from '../../display/DisplayValueView';
import { useDisplayOptions } from '../../display/useDisplayValue';
import { ClinicalListFrame } from '../ClinicalListFrame';
import { clinicalViewOf } from '../clinicalView';
import { clinicalColumnsOf } from '../displayColumns';
import { fieldCaption } from '../fieldCaption';
import { useClinicalList } from '../useClinicalList';
import { useClinicalSource } from '../useClinicalSource';
import { type MarRow, toMarRow } from './marRows';
import { useMedicationTexts } from './medicationTexts';

/** PatientMedications: the episode's medication administration record, newest first. */
export function PatientMedicationsField({ node, mode, editable, inputId, properties }: FieldRendererProps) {
  const texts = useMedicationTexts();
  const options = useDisplayOptions();
  const view = clinicalViewOf(mode, editable);
  const { client, context } = useClinicalSource();
  const { episodeOfCareId } = context;
  const fetchRows =
    view === 'edit' && client && episodeOfCareId
      ? async () => (await client.listMarRecords(episodeOfCareId)).map(toMarRow)
      : null;
  const list = useClinicalList<MarRow>(node.id, fetchRows);
  // A signature keeps an accessible name naming who signed.
  const columns = clinicalColumnsOf<MarRow>(marColumns(options), {
    signature: (row, cell) =>
      cell.kind === 'image' ? (
        <img
          className="cf-clinical-signature"
          src={cell.dataUrl}
          alt={fillText(texts.signatureOf, { name: row.signedBy || row.givenBy || '' })}
        />
      ) : (
        <DisplayCellView cell={cell} label="" />
      ),
  });
  return (
    <ClinicalListFrame
      list={list}
      view={view}
      canLoad={fetchRows !== null}
      reloadLabel={texts.reloadAdministrations}
      table={{
        id: inputId,
        caption: fieldCaption(node, properties, texts.patientMedicationsLabel),
        columns,
        rows: list.rows,
        rowKey: (row, index) => row.id ?? String(index),
        emptyText: texts.noAdministrations,
      }}
    />
  );
}
