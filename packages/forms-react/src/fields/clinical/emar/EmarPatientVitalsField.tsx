import type { CoreClinicalEmarVitalsGroup } from '@clinic/api-contract';
import type { FieldRendererProps } from '../../../render/fieldRenderers';
import { useClinicalFormat } from '../clinicalFormat';
import { EmarListField } from './EmarListField';
import { useEmarTexts } from './emarTexts';

type VitalItem = Partial<CoreClinicalEmarVitalsGroup['items'][number]>;
type VitalsGroup = { items?: VitalItem[] | null };
/** One table row per item, numbered by the reading (group) it belongs to. */
type VitalRow = VitalItem & { reading: number };

const flatten = (groups: VitalsGroup[]): VitalRow[] =>
  groups.flatMap((group, index) => (group.items ?? []).map((item) => ({ ...item, reading: index + 1 })));

/** EmarPatientVitals: the eMAR's vital readings (groups of items) in the filter's range. */
export function EmarPatientVitalsField(props: FieldRendererProps) {
  const texts = useEmarTexts();
  const format = useClinicalFormat();
  return (
    <EmarListField<VitalsGroup, VitalRow>
      {...props}
      config={{
        fetch: (client, patientId, range) => client.emarVitals(patientId, range),
        tableRows: flatten,
        defaultLabel: texts.vitalsLabel,
        reloadLabel: texts.reloadVitals,
        emptyText: texts.noVitals,
        columns: [
          { key: 'reading', header: texts.reading, cell: (row) => row.reading },
          { key: 'type', header: texts.type, cell: (row) => format.text(row.type) },
          { key: 'value', header: texts.value, cell: (row) => format.text(row.value) },
          { key: 'notes', header: texts.notes, cell: (row) => format.text(row.notes) },
          { key: 'createdOn', header: texts.createdOn, cell: (row) => format.dateTime(row.createdOn) },
          { key: 'updatedOn', header: texts.updatedOn, cell: (row) => format.dateTime(row.updatedOn) },
        ],
      }}
    />
  );
}
