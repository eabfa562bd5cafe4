import { type FieldRenderer, registerFieldRenderer } from '../../render/fieldRenderers';
import { lazyFieldRenderer } from '../../render/lazyFieldRenderer';

type ClinicalRenderers = typeof import('./clinicalRenderers');

/**
 * A clinical renderer whose code (with the clinical stylesheet) loads with the first clinical field;
 * the viewer waits for it to mount before it reports ready.
 */
const lazyClinical = (pick: (renderers: ClinicalRenderers) => FieldRenderer) =>
  lazyFieldRenderer(() => import('./clinicalRenderers').then(pick), { reportsReady: true });

/**
 * The clinical types (forms.md sections 3 and 4). The spec's copy-rule spellings (ClientVitals,
 * ClientAllergies, ClientDiagnosisCodes) render the same.
 */
export function registerClinicalFields(): void {
  const vitals = lazyClinical((r) => r.PatientVitalsField);
  const diagnosisCodes = lazyClinical((r) => r.PatientDiagnosisCodesField);
  const allergies = lazyClinical((r) => r.PatientAllergiesField);
  for (const elType of ['PatientVitals', 'ClientVitals']) registerFieldRenderer(elType, vitals);
  for (const elType of ['PatientDiagnosisCodes', 'ClientDiagnosisCodes'])
    registerFieldRenderer(elType, diagnosisCodes);
  for (const elType of ['PatientAllergies', 'ClientAllergies']) registerFieldRenderer(elType, allergies);
  registerFieldRenderer(
    'PatientMedications',
    lazyClinical((r) => r.PatientMedicationsField),
  );
  registerFieldRenderer(
    'ActiveMedications',
    lazyClinical((r) => r.ActiveMedicationsField),
  );
  registerFieldRenderer(
    'DoseSpotActiveMedications',
    lazyClinical((r) => r.DoseSpotActiveMedicationsField),
  );
  registerFieldRenderer(
    'EmarScheduledTreatmentEvents',
    lazyClinical((r) => r.EmarScheduledTreatmentEventsField),
  );
  registerFieldRenderer(
    'EmarPatientVitals',
    lazyClinical((r) => r.EmarPatientVitalsField),
  );
  registerFieldRenderer(
    'EmarPatientDispenseReport',
    lazyClinical((r) => r.EmarPatientDispenseReportField),
  );
  registerFieldRenderer(
    'TreatmentPlanObjectives',
    lazyClinical((r) => r.TreatmentPlanObjectivesField),
  );
}
