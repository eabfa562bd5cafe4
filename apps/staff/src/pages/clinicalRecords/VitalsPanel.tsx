import type { CoreClinicalVitalRecord } from '@clinic/api-contract';
import { usePatientLocation } from '../../api/queries/usePatientLocation';
import { formatAtLocation } from '../../format/formatDate';
import { useVitalRecords } from './clinicalCalls';
import { clinicalTexts as texts } from './clinicalTexts';
import { type EpisodeScope, RecordsPanel } from './RecordsPanel';
import { VitalRecordModal } from './VitalRecordModal';

/** "Pulse 72 bpm, Temperature 98.6 °F". */
export function vitalsSummary(record: CoreClinicalVitalRecord): string {
  return record.items
    .map((item) => `${item.vitalSign.name} ${item.value} ${item.vitalSign.unit}`.trim())
    .join(', ');
}

/** The episode's vital records (Date, Creator, Vitals, as the Patient Vitals field shows them). */
export function VitalsPanel(scope: EpisodeScope) {
  const { timeZone } = usePatientLocation(scope.patientId, scope.episodeId);
  return (
    <RecordsPanel
      title={texts.vitalsTitle}
      addLabel={texts.addVitals}
      resource="VitalRecords"
      scope={scope}
      query={useVitalRecords(scope.patientId, scope.episodeId)}
      nameOf={(row) => formatAtLocation(row.effectiveDate, timeZone)}
      columns={[
        { header: texts.date, cell: (row) => formatAtLocation(row.effectiveDate, timeZone) },
        { header: texts.creator, cell: (row) => row.user?.fullName ?? '--' },
        { header: texts.vitals, cell: vitalsSummary },
      ]}
      renderModal={(props) => <VitalRecordModal {...props} timeZone={timeZone} />}
    />
  );
}
