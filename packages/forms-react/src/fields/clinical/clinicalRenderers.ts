import './clinical.css';

/** Every clinical renderer, in one chunk loaded the first time a form shows a clinical type. */
export { PatientAllergiesField } from './allergies/PatientAllergiesField';
export { PatientDiagnosisCodesField } from './diagnosis/PatientDiagnosisCodesField';
export { DoseSpotActiveMedicationsField } from './doseSpot/DoseSpotActiveMedicationsField';
export { EmarPatientDispenseReportField } from './emar/EmarPatientDispenseReportField';
export { EmarPatientVitalsField } from './emar/EmarPatientVitalsField';
export { EmarScheduledTreatmentEventsField } from './emar/EmarScheduledTreatmentEventsField';
export { ActiveMedicationsField } from './medications/ActiveMedicationsField';
export { PatientMedicationsField } from './medications/PatientMedicationsField';
export { TreatmentPlanObjectivesField } from './treatmentPlan/TreatmentPlanObjectivesField';
export { PatientVitalsField } from './vitals/PatientVitalsField';
