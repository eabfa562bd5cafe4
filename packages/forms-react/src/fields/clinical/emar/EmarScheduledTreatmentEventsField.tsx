import type { CoreClinicalEmarScheduledEvent } from '@clinic/api-contract';
import { emarEventColumns } from '@clinic/forms-core';
import type { FieldRendererProps } from '../../../render/fieldRenderers';
import { useDisplayOptions } from '../../display/useDisplayValue';
import { clinicalColumnsOf } from '../displayColumns';
import { EmarListField } from './EmarListField';
import { useEmarTexts } from './emarTexts';

type EventRow = Partial<CoreClinicalEmarScheduledEvent>;

/** EmarScheduledTreatmentEvents: the patient's scheduled treatment events in the filter's range. */
export function EmarScheduledTreatmentEventsField(props: FieldRendererProps) {
  const texts = useEmarTexts();
  const options = useDisplayOptions();
  return (
    <EmarListField<EventRow, EventRow>
      {...props}
      config={{
        fetch: (client, patientId, range) => client.emarScheduledEvents(patientId, range),
        tableRows: (rows) => rows,
        defaultLabel: texts.eventsLabel,
        reloadLabel: texts.reloadEvents,
        emptyText: texts.noEvents,
        columns: clinicalColumnsOf<EventRow>(emarEventColumns(options)),
      }}
    />
  );
}
