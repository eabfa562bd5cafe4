import type { AppInstance } from '../../../app/appInstance';
import { clinicianAvailabilityRoutes } from './clinicians/clinicianAvailabilityRoutes';
import { cliniciansRoutes } from './clinicians/cliniciansRoutes';
import { collectionsRoutes } from './collections/collectionsRoutes';
import { eFormsRoutes } from './eForms';
import { failedMailRoutes } from './failedMail/failedMailRoutes';
import { locationsRoutes } from './locations/locationsRoutes';
import { lookupItemsCrudRoutes } from './lookups/lookupItemsCrudRoutes';
import { lookupsRoutes } from './lookups/lookupsRoutes';
import { organizationSettingsRoutes } from './organizationSettings/organizationSettingsRoutes';
import { patientRequestDocumentsRoutes } from './patientRequestDocuments/patientRequestDocumentsRoutes';
import { episodesOfCareRoutes } from './patients/episodesOfCareRoutes';
import { patientsRoutes } from './patients/patientsRoutes';
import { portalLoginsRoutes } from './portalLogins/portalLoginsRoutes';
import { placesOfServiceRoutes } from './services/placesOfServiceRoutes';
import { servicesRoutes } from './services/servicesRoutes';
import { staffUsersRoutes } from './staffUsers/staffUsersRoutes';
import { userResponsesRoutes } from './userResponses/userResponsesRoutes';

/**
 * api/core reference data and settings: Lookups, Locations, Patients and episodes of care,
 * portal logins, organisation settings, staff users, services, places of service, clinicians,
 * Collections, UserResponses, EForms and PatientRequestDocuments.
 */
export async function coreReferenceRoutes(app: AppInstance): Promise<void> {
  await app.register(lookupsRoutes);
  await app.register(lookupItemsCrudRoutes);
  await app.register(locationsRoutes);
  await app.register(patientsRoutes);
  await app.register(episodesOfCareRoutes);
  await app.register(portalLoginsRoutes);
  await app.register(failedMailRoutes);
  await app.register(organizationSettingsRoutes);
  await app.register(staffUsersRoutes);
  await app.register(servicesRoutes);
  await app.register(placesOfServiceRoutes);
  await app.register(cliniciansRoutes);
  await app.register(clinicianAvailabilityRoutes);
  await app.register(collectionsRoutes);
  await app.register(userResponsesRoutes);
  await app.register(eFormsRoutes);
  await app.register(patientRequestDocumentsRoutes);
}
