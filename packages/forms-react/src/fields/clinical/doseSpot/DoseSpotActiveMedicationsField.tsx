import type { CoreClinicalDoseSpotMedication } from '@clinic/api-contract';
import {
  filterRowsByDateRange,
  PRESCRIBING_DATE_FILTERS,
  PRESCRIBING_DEFAULT_DATE_FILTER,
} from '@clinic/forms-core';
import type { FieldRendererProps } from '../../../render/fieldRenderers';
import { ClinicalListFrame } from '../ClinicalListFrame';
import type { ClinicalColumn } from '../ClinicalTable';
import { useClinicalFormat } from '../clinicalFormat';
import { useClinicalTexts } from '../clinicalTexts';
import { clinicalViewOf } from '../clinicalView';
import { fieldCaption } from '../fieldCaption';
import { RangeNote } from '../RangeNote';
import { useClinicalList } from '../useClinicalList';
import { useClinicalSource } from '../useClinicalSource';
import { useDateFilterRange } from '../useDateFilterRange';
import { useDoseSpotTexts } from './doseSpotTexts';

type DoseSpotRow = Partial<CoreClinicalDoseSpotMedication>;

/**
 * DoseSpotActiveMedications: the patient's prescriptions from the prescribing integration,
 * filtered on the client by the dateFilter (all by default) around the effective date. A
 * refusal shows the spec's message in red under the emptied table. Never editable in the portal.
 */
export function DoseSpotActiveMedicationsField({
  node,
  mode,
  editable,
  inputId,
  properties,
}: FieldRendererProps) {
  const texts = useDoseSpotTexts();
  const common = useClinicalTexts();
  const format = useClinicalFormat();
  // Patients have no DoseSpot access (forms.md section 6): the portal only shows what was stored.
  const view = clinicalViewOf(mode, editable && mode !== 'e-form');
  const { client, context } = useClinicalSource();
  const filter = useDateFilterRange(properties, PRESCRIBING_DATE_FILTERS, PRESCRIBING_DEFAULT_DATE_FILTER);
  const { patientId } = context;
  const fetchRows =
    view === 'edit' && client && patientId
      ? async () =>
          filterRowsByDateRange(
            await client.doseSpotActiveMedications(patientId),
            filter.range,
            (row) => row.effectiveDate || row.date,
            context.utcOffsetMinutes,
          )
      : null;
  const list = useClinicalList<DoseSpotRow>(node.id, fetchRows, { reloadKey: filter.key });
  const columns: ClinicalColumn<DoseSpotRow>[] = [
    { key: 'medication', header: texts.medication, cell: (row) => format.text(row.medication) },
    { key: 'sig', header: texts.sig, cell: (row) => format.text(row.sig) },
    { key: 'dispense', header: texts.dispense, cell: (row) => format.text(row.dispense) },
    { key: 'effectiveDate', header: texts.effectiveDate, cell: (row) => format.date(row.effectiveDate) },
    { key: 'written', header: texts.written, cell: (row) => format.date(row.date) },
    {
      key: 'substitutionAllowed',
      header: texts.substitutionAllowed,
      cell: (row) =>
        typeof row.substitutionAllowed === 'boolean'
          ? row.substitutionAllowed
            ? common.yes
            : common.no
          : format.text(null),
    },
    { key: 'daySupply', header: texts.daySupply, cell: (row) => format.text(row.daySupply) },
    { key: 'refills', header: texts.refills, cell: (row) => format.text(row.numberOfRefills) },
  ];
  return (
    <ClinicalListFrame
      list={list}
      view={view}
      canLoad={fetchRows !== null}
      reloadLabel={texts.reload}
      integration="doseSpot"
      note={view === 'edit' && fetchRows ? <RangeNote range={filter.range} /> : null}
      table={{
        id: inputId,
        caption: fieldCaption(node, properties, texts.defaultLabel),
        columns,
        rows: list.rows,
        rowKey: (row, index) => `${row.medication}-${row.date}-${index}`,
        emptyText: texts.noMedications,
      }}
    />
  );
}
