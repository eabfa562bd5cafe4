import type { CoreClinicalEmarVitalsGroup } from '@clinic/api-contract';
import { emarVitalColumns, emarVitalRows } from '@clinic/forms-core';
import type { FieldRendererProps } from '../../../render/fieldRenderers';
import { useDisplayOptions } from '../../display/useDisplayValue';
import { clinicalColumnsOf } from '../displayColumns';
import { EmarListField } from './EmarListField';
import { useEmarTexts } from './emarTexts';

type VitalsGroup = { items?: Partial<CoreClinicalEmarVitalsGroup['items'][number]>[] | null };
/** One table row per item, numbered by the reading (group) it belongs to (forms-core's emarVitalRows). */
type VitalRow = Readonly<Record<string, unknown>>;

/** EmarPatientVitals: the eMAR's vital readings (groups of items) in the filter's range. */
export function EmarPatientVitalsField(props: FieldRendererProps) {
  const texts = useEmarTexts();
  const options = useDisplayOptions();
  return (
    <EmarListField<VitalsGroup, VitalRow>
      {...props}
      config={{
        fetch: (client, patientId, range) => client.emarVitals(patientId, range),
        tableRows: emarVitalRows,
        defaultLabel: texts.vitalsLabel,
        reloadLabel: texts.reloadVitals,
        emptyText: texts.noVitals,
        columns: clinicalColumnsOf<VitalRow>(emarVitalColumns(options)),
      }}
    />
  );
}
