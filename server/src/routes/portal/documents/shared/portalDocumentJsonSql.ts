import type { CoreFormsDocumentContext, PortalDocumentsDocument } from '@clinic/api-contract';
import { type SQL, sql } from 'drizzle-orm';
import {
  type JsonFieldsOf,
  type JsonText,
  jsonDate,
  jsonInstant,
  jsonLiteral,
  jsonObject,
  jsonObjectOrNull,
  jsonPlainString,
  jsonString,
} from '../../../../db/json/jsonTextSql';
import {
  documents,
  episodesOfCare,
  forms,
  locations,
  organizationSettings,
  patients,
  staffUsers,
  storedFiles,
} from '../../../../db/schema';
import { resultsJson, storedFileJsonFields } from '../../../../documents/documentDtoJsonSql';

/** The reply's parts the server adds: the version's content and collections it keeps loaded. */
export type PortalDocumentJsonParts = 'content' | 'collections';

/** The patient as the Form Header shows them (every part is a required column). */
const patient = jsonObject({
  firstName: jsonString(patients.firstName),
  middleName: jsonString(patients.middleName),
  lastName: jsonString(patients.lastName),
  mrn: jsonString(patients.mrn),
  dateOfBirth: jsonDate(patients.dateOfBirth),
});

/** replyContextOf's context built in SQL. */
const context: JsonFieldsOf<CoreFormsDocumentContext> = {
  clinic: jsonObjectOrNull(organizationSettings.id, {
    name: jsonString(organizationSettings.organizationName),
    logo: jsonString(organizationSettings.organizationLogo),
  }),
  formName: jsonString(forms.name),
  patient,
  episodeOfCare: jsonObjectOrNull(episodesOfCare.id, {
    number: jsonString(episodesOfCare.number),
    startDate: jsonDate(episodesOfCare.startDate),
  }),
  // The column's text as the driver hands it to toPortalDocument's context: forms-core reads
  // either form of an instant.
  effectiveDate: jsonPlainString(sql`${documents.effectiveDate}::text`),
};

/** staffDisplayName built in SQL: "First Last, Credentials", without the comma when none. */
const sentBy = jsonString(
  sql`case when ${staffUsers.id} is not null then ${staffUsers.firstName} || ' ' || ${staffUsers.lastName}
    || case when ${staffUsers.credentials} <> '' then ', ' || ${staffUsers.credentials} else '' end end`,
);

/**
 * scoreDetailsOf(…)?.alerts.length > 0 in SQL. Score details are only written from forms-core's
 * score (setDocumentScore), so their alerts are an array of texts; anything else shows no alert.
 */
const crisisSupport = jsonLiteral(
  sql`coalesce(jsonb_typeof(${documents.scoreDetails} -> 'alerts') = 'array'
    and jsonb_array_length(${documents.scoreDetails} -> 'alerts') > 0, false)`,
);

/** clinicTimeZones: the episode's location's, else the patient's, else UTC. */
const timeZone = jsonString(
  sql`coalesce((select ${locations.timeZone} from ${locations}
    where ${locations.id} = coalesce(${episodesOfCare.locationId}, ${patients.locationId})), 'UTC')`,
);

/** A read never carries ignoredComponentIds: only a save's reply does. */
const fields: JsonFieldsOf<Omit<PortalDocumentsDocument, PortalDocumentJsonParts | 'ignoredComponentIds'>> = {
  id: jsonPlainString(documents.id),
  formId: jsonPlainString(documents.formId),
  formName: jsonString(forms.name),
  documentInstructions: jsonString(forms.documentInstructions),
  versionId: jsonPlainString(documents.versionId),
  patientId: jsonPlainString(documents.patientId),
  patient,
  episodeOfCareId: jsonPlainString(documents.episodeOfCareId),
  episodeOfCare: jsonObjectOrNull(episodesOfCare.id, { number: jsonString(episodesOfCare.number) }),
  documentGroupId: jsonPlainString(documents.documentGroupId),
  status: jsonString(documents.status),
  locked: jsonLiteral(sql`(${documents.status} = 'Completed')`),
  mode: jsonString(documents.mode),
  results: resultsJson(documents.results),
  bakedLayout: jsonLiteral(documents.bakedLayout),
  score: jsonString(documents.score),
  crisisSupport,
  effectiveDate: jsonInstant(documents.effectiveDate),
  totalSignatures: jsonLiteral(documents.totalSignatures),
  completedSignatures: jsonLiteral(documents.completedSignatures),
  file: jsonObjectOrNull(storedFiles.id, storedFileJsonFields),
  sentAt: jsonInstant(documents.sharedAt),
  sentBy,
  completedAt: jsonInstant(documents.completedAt),
  rowVersion: jsonLiteral(documents.rowVersion),
  createdAt: jsonInstant(documents.createdAt),
  updatedAt: jsonInstant(documents.updatedAt),
  context: jsonObject(context),
  oneTimeValues: resultsJson(documents.oneTimeValues),
  timeZone,
};

/**
 * The portal's document reply (portalDocumentReply) but its content and collections, as JSON
 * text built by PostgreSQL over the batched read's joins (document, form, sharer, file,
 * patient, episode, clinic): the portal's hottest read passes it on without parsing a row of
 * fifty columns, mapping and serialising it again, as the staff read does (documentDtoJsonSql.ts).
 * readAuditedPortalDocument.test.ts holds the reply equal to toPortalDocument's.
 */
export function portalDocumentJsonSql(): SQL<
  JsonText<Omit<PortalDocumentsDocument, PortalDocumentJsonParts>>
> {
  return sql`${jsonObject(fields)}`;
}
