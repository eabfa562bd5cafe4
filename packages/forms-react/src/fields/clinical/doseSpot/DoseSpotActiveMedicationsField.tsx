import type { CoreClinicalDoseSpotMedication } from '@clinic/api-contract';
import {
  doseSpotColumns,
  filterRowsByDateRange,
  PRESCRIBING_DATE_FILTERS,
  PRESCRIBING_DEFAULT_DATE_FILTER,
} from '@clinic/forms-core';
import type { FieldRendererProps } from '../../../render/fieldRenderers';
import { useDisplayOptions } from '../../display/useDisplayValue';
import { ClinicalListFrame } from '../ClinicalListFrame';
import { clinicalViewOf } from '../clinicalView';
import { clinicalColumnsOf } from '../displayColumns';
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
  const options = useDisplayOptions();
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
            context.timeZone,
          )
      : null;
  const list = useClinicalList<DoseSpotRow>(node.id, fetchRows, { reloadKey: filter.key });
  const columns = clinicalColumnsOf<DoseSpotRow>(doseSpotColumns(options));
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
