import type { AppInstance } from '../../../app/appInstance';

/** api/core clinical records: VitalRecords, IcdCode, DiagnosisCodes, Allergy, MarsRecords, medications, DoseSpot, Emar. */
export async function coreClinicalRoutes(_app: AppInstance): Promise<void> {}
