import { fillText } from '../../../i18n/fillText';
import type { FieldRendererProps } from '../../../render/fieldRenderers';
import { ClinicalListFrame } from '../ClinicalListFrame';
import type { ClinicalColumn } from '../ClinicalTable';
import { useClinicalFormat } from '../clinicalFormat';
import { clinicalViewOf } from '../clinicalView';
import { fieldCaption } from '../fieldCaption';
import { useClinicalList } from '../useClinicalList';
import { useClinicalSource } from '../useClinicalSource';
import { dosageText, isImageDataUrl, type MarRow, medicationName, toMarRow } from './marRows';
import { medicationTerm, useMedicationTexts } from './medicationTexts';

/** PatientMedications: the episode's medication administration record, newest first. */
export function PatientMedicationsField({ node, mode, editable, inputId, properties }: FieldRendererProps) {
  const texts = useMedicationTexts();
  const format = useClinicalFormat();
  const view = clinicalViewOf(mode, editable);
  const { client, context } = useClinicalSource();
  const { episodeOfCareId } = context;
  const fetchRows =
    view === 'edit' && client && episodeOfCareId
      ? async () => (await client.listMarRecords(episodeOfCareId)).map(toMarRow)
      : null;
  const list = useClinicalList<MarRow>(node.id, fetchRows);
  const columns: ClinicalColumn<MarRow>[] = [
    { key: 'dateTime', header: texts.dateTime, cell: (row) => format.dateTime(row.dateTime) },
    { key: 'status', header: texts.status, cell: (row) => format.text(medicationTerm(texts, row.status)) },
    { key: 'type', header: texts.type, cell: (row) => format.text(medicationTerm(texts, row.type)) },
    {
      key: 'medication',
      header: texts.medication,
      cell: (row) => format.text(medicationName(row.medication)),
    },
    {
      key: 'dosage',
      header: texts.dosage,
      cell: (row) => format.text(dosageText(row.dosageAmount, row.unitOfMeasurement)),
    },
    { key: 'route', header: texts.route, cell: (row) => format.text(row.medicationRoute?.name) },
    { key: 'givenBy', header: texts.givenBy, cell: (row) => format.text(row.givenBy) },
    { key: 'signedBy', header: texts.signedBy, cell: (row) => format.text(row.signedBy) },
    { key: 'notes', header: texts.notes, cell: (row) => format.text(row.notes) },
    {
      key: 'signature',
      header: texts.signature,
      cell: (row) =>
        isImageDataUrl(row.signature) ? (
          <img
            className="cf-clinical-signature"
            src={row.signature}
            alt={fillText(texts.signatureOf, { name: row.signedBy || row.givenBy || '' })}
          />
        ) : (
          format.text(null)
        ),
    },
  ];
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
