import type { CoreClinicalEmarDispenseRow } from '@clinic/api-contract';
import type { FieldRendererProps } from '../../../render/fieldRenderers';
import { useClinicalFormat } from '../clinicalFormat';
import { EmarListField } from './EmarListField';
import { useEmarTexts } from './emarTexts';

type DispenseRow = Partial<CoreClinicalEmarDispenseRow>;

/** EmarPatientDispenseReport: doses scheduled and dispensed; an empty dispensed date reads 'Not Yet Dispensed'. */
export function EmarPatientDispenseReportField(props: FieldRendererProps) {
  const texts = useEmarTexts();
  const format = useClinicalFormat();
  return (
    <EmarListField<DispenseRow, DispenseRow>
      {...props}
      config={{
        fetch: (client, patientId, range) => client.emarDispenseReport(patientId, range),
        tableRows: (rows) => rows,
        defaultLabel: texts.dispenseLabel,
        reloadLabel: texts.reloadDispense,
        emptyText: texts.noDispense,
        columns: [
          {
            key: 'dispensed',
            header: texts.dispensed,
            cell: (row) => (row.dispensed?.trim() ? format.dateTime(row.dispensed) : texts.notYetDispensed),
          },
          { key: 'scheduled', header: texts.scheduled, cell: (row) => format.dateTime(row.scheduled) },
          { key: 'drug', header: texts.drug, cell: (row) => format.text(row.drug) },
          { key: 'quantity', header: texts.quantity, cell: (row) => format.text(row.drugQuantity) },
          { key: 'unit', header: texts.unit, cell: (row) => format.text(row.drugUom) },
          { key: 'status', header: texts.status, cell: (row) => format.text(row.status) },
          {
            key: 'administeredBy',
            header: texts.administeredBy,
            cell: (row) => format.text(row.administeredBy),
          },
        ],
      }}
    />
  );
}
