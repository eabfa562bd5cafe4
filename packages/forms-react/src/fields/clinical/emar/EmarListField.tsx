import { EMAR_DATE_FILTERS, EMAR_DEFAULT_DATE_FILTER } from '@clinic/forms-core';
import type { FieldRendererProps } from '../../../render/fieldRenderers';
import type { ClinicalDataClient, ClinicalDateRange } from '../../../services/clinicalDataClient';
import { ClinicalListFrame } from '../ClinicalListFrame';
import type { ClinicalColumn } from '../ClinicalTable';
import { clinicalViewOf } from '../clinicalView';
import { fieldCaption } from '../fieldCaption';
import { RangeNote } from '../RangeNote';
import { useClinicalList } from '../useClinicalList';
import { useClinicalSource } from '../useClinicalSource';
import { useDateFilterRange } from '../useDateFilterRange';

export interface EmarListConfig<Stored, Row> {
  fetch: (client: ClinicalDataClient, patientId: string, range: ClinicalDateRange) => Promise<Stored[]>;
  /** The table's rows from the stored list (the vitals flatten their groups). */
  tableRows: (stored: Stored[]) => Row[];
  columns: ClinicalColumn<Row>[];
  defaultLabel: string;
  reloadLabel: string;
  emptyText: string;
}

/**
 * What the three eMAR components share: in submitter mode (and e-form only when eFormEditable
 * is true, default false) the list loads for the dateFilter's range (current day by default,
 * anchored on the effective date) unless form state already holds it; a new effective date
 * refetches, reload refetches; refusals show the spec's eMAR messages under the emptied table.
 */
export function EmarListField<Stored, Row>({
  node,
  mode,
  editable,
  inputId,
  properties,
  config,
}: FieldRendererProps & { config: EmarListConfig<Stored, Row> }) {
  // editable already applies eFormEditable's eMAR default (false) in e-form mode.
  const view = clinicalViewOf(mode, editable);
  const { client, context } = useClinicalSource();
  const filter = useDateFilterRange(properties, EMAR_DATE_FILTERS, EMAR_DEFAULT_DATE_FILTER);
  const { patientId } = context;
  const range = filter.range;
  const fetchRows =
    view === 'edit' && client && patientId && range ? () => config.fetch(client, patientId, range) : null;
  const list = useClinicalList<Stored>(node.id, fetchRows, { reloadKey: filter.key });
  return (
    <ClinicalListFrame
      list={list}
      view={view}
      canLoad={fetchRows !== null}
      reloadLabel={config.reloadLabel}
      integration="emar"
      note={view === 'edit' && fetchRows ? <RangeNote range={range} /> : null}
      table={{
        id: inputId,
        caption: fieldCaption(node, properties, config.defaultLabel),
        columns: config.columns,
        rows: config.tableRows(list.rows),
        rowKey: (_row, index) => String(index),
        emptyText: config.emptyText,
      }}
    />
  );
}
