import type { CoreClinicalEmarDispenseRow } from '@clinic/api-contract';
import { emarDispenseColumns } from '@clinic/forms-core';
import type { FieldRendererProps } from '../../../render/fieldRenderers';
import { useDisplayOptions } from '../../display/useDisplayValue';
import { clinicalColumnsOf } from '../displayColumns';
import { EmarListField } from './EmarListField';
import { useEmarTexts } from './emarTexts';

type DispenseRow = Partial<CoreClinicalEmarDispenseRow>;

/** EmarPatientDispenseReport: doses scheduled and dispensed; an empty dispensed date reads 'Not Yet Dispensed'. */
export function EmarPatientDispenseReportField(props: FieldRendererProps) {
  const texts = useEmarTexts();
  const options = useDisplayOptions();
  return (
    <EmarListField<DispenseRow, DispenseRow>
      {...props}
      config={{
        fetch: (client, patientId, range) => client.emarDispenseReport(patientId, range),
        tableRows: (rows) => rows,
        defaultLabel: texts.dispenseLabel,
        reloadLabel: texts.reloadDispense,
        emptyText: texts.noDispense,
        columns: clinicalColumnsOf<DispenseRow>(emarDispenseColumns(options)),
      }}
    />
  );
}
