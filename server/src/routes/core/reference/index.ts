import type { AppInstance } from '../../../app/appInstance';

/** api/core Lookups, Collections, UserResponses, Locations, Patients, EForms, PatientRequestDocuments. */
export async function coreReferenceRoutes(_app: AppInstance): Promise<void> {}
