import type { AppInstance } from '../../../app/appInstance';
import { defaultIntegrations, type IntegrationClients } from '../../../integrations/integrationClients';
import { allergyRoutes } from './allergies/allergyRoutes';
import { diagnosisCodesRoutes } from './diagnosisCodes/diagnosisCodesRoutes';
import { icdCodeRoutes } from './icdCodes/icdCodeRoutes';
import { doseSpotRoutes } from './integrations/doseSpotRoutes';
import { emarRoutes } from './integrations/emarRoutes';
import { patientSyncRoutes } from './integrations/patientSyncRoutes';
import { marRecordsRoutes } from './marRecords/marRecordsRoutes';
import { medicationOrderRoutes } from './medicationOrders/medicationOrderRoutes';
import { prnMedicationKind } from './medicationOrders/prnMedicationKind';
import { scheduledMedicationKind } from './medicationOrders/scheduledMedicationKind';
import { medicationRoutes } from './medications/medicationRoutes';
import { vitalRecordsRoutes } from './vitalRecords/vitalRecordsRoutes';

export interface CoreClinicalRoutesOptions {
  /** The DoseSpot and eMAR clients; the built-in sandboxes (INTEGRATION_* settings) by default. */
  integrations?: IntegrationClients;
}

/** api/core clinical records: VitalRecords, IcdCode, DiagnosisCodes, Allergy, MarsRecords, medications, DoseSpot, Emar. */
export async function coreClinicalRoutes(
  app: AppInstance,
  options: CoreClinicalRoutesOptions = {},
): Promise<void> {
  const integrations = options.integrations ?? defaultIntegrations();
  await app.register(vitalRecordsRoutes);
  await app.register(icdCodeRoutes);
  await app.register(diagnosisCodesRoutes);
  await app.register(allergyRoutes);
  await app.register(medicationRoutes);
  await app.register(marRecordsRoutes);
  await app.register(medicationOrderRoutes(scheduledMedicationKind));
  await app.register(medicationOrderRoutes(prnMedicationKind));
  await app.register(doseSpotRoutes(integrations.doseSpot));
  await app.register(emarRoutes(integrations.emar));
  await app.register(patientSyncRoutes(integrations));
}
