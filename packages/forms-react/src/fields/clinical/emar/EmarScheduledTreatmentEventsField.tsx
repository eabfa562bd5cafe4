import type { CoreClinicalEmarScheduledEvent } from '@clinic/api-contract';
import type { FieldRendererProps } from '../../../render/fieldRenderers';
import { useClinicalFormat } from '../clinicalFormat';
import { EmarListField } from './EmarListField';
import { useEmarTexts } from './emarTexts';

type EventRow = Partial<CoreClinicalEmarScheduledEvent>;

/** EmarScheduledTreatmentEvents: the patient's scheduled treatment events in the filter's range. */
export function EmarScheduledTreatmentEventsField(props: FieldRendererProps) {
  const texts = useEmarTexts();
  const format = useClinicalFormat();
  return (
    <EmarListField<EventRow, EventRow>
      {...props}
      config={{
        fetch: (client, patientId, range) => client.emarScheduledEvents(patientId, range),
        tableRows: (rows) => rows,
        defaultLabel: texts.eventsLabel,
        reloadLabel: texts.reloadEvents,
        emptyText: texts.noEvents,
        columns: [
          { key: 'drug', header: texts.drug, cell: (row) => format.text(row.drug) },
          { key: 'quantity', header: texts.quantity, cell: (row) => format.text(row.drugQuantity) },
          { key: 'unit', header: texts.unit, cell: (row) => format.text(row.drugUom) },
          { key: 'type', header: texts.type, cell: (row) => format.text(row.type) },
          { key: 'frequency', header: texts.frequency, cell: (row) => format.text(row.frequency) },
          { key: 'timesPerDay', header: texts.timesPerDay, cell: (row) => format.text(row.timesPerDay) },
          {
            key: 'effectiveDate',
            header: texts.effectiveDate,
            cell: (row) => format.dateTime(row.effectiveDate),
          },
          {
            key: 'expirationDate',
            header: texts.expirationDate,
            cell: (row) => format.dateTime(row.expirationDate),
          },
        ],
      }}
    />
  );
}
