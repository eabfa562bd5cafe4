import type { CoreFormsDocument, CoreFormsPerson, CoreFormsStoredFile } from '@clinic/api-contract';
import { type Column, type SQL, sql } from 'drizzle-orm';
import {
  type JsonFieldsOf,
  type JsonText,
  type JsonTextSql,
  jsonDate,
  jsonInstant,
  jsonLiteral,
  jsonObject,
  jsonObjectOrNull,
  jsonPlainString,
  jsonString,
} from '../db/json/jsonTextSql';
import { nonBlankSql } from '../db/json/jsTrimSql';
import { documents, forms, staffUsers, storedFiles } from '../db/schema';

/** toPerson's reply built in SQL: the name's non-blank parts joined by single spaces. */
const createdBy: JsonFieldsOf<CoreFormsPerson> = {
  id: jsonPlainString(staffUsers.id),
  fullName: jsonString(
    sql`concat_ws(' ', ${nonBlankSql(staffUsers.firstName)}, ${nonBlankSql(staffUsers.middleName)}, ${nonBlankSql(staffUsers.lastName)})`,
  ),
  credentials: jsonString(staffUsers.credentials),
};

/** toStoredFileDto's reply built in SQL (the portal's document reply has it too). */
export const storedFileJsonFields: JsonFieldsOf<CoreFormsStoredFile> = {
  id: jsonPlainString(storedFiles.id),
  fileName: jsonString(storedFiles.originalName),
  contentType: jsonString(storedFiles.contentType),
  sizeBytes: jsonLiteral(storedFiles.sizeBytes),
  sha256: jsonString(storedFiles.sha256),
};

/** asResults built in SQL: a stored results object as it is, `{}` for anything else. */
export function resultsJson(results: SQL | Column): JsonTextSql {
  return jsonLiteral(sql`case when jsonb_typeof(${results}) = 'object' then ${results} else '{}'::jsonb end`);
}

/** A read never carries ignoredComponentIds: only a save's reply does. */
const fields: JsonFieldsOf<Omit<CoreFormsDocument, 'ignoredComponentIds'>> = {
  id: jsonPlainString(documents.id),
  formId: jsonPlainString(documents.formId),
  formName: jsonString(forms.name),
  versionId: jsonPlainString(documents.versionId),
  patientId: jsonPlainString(documents.patientId),
  episodeOfCareId: jsonPlainString(documents.episodeOfCareId),
  status: jsonString(documents.status),
  mode: jsonString(documents.mode),
  results: resultsJson(documents.results),
  documentGroupId: jsonPlainString(documents.documentGroupId),
  groupSessionId: jsonPlainString(documents.groupSessionId),
  bakedLayout: jsonLiteral(documents.bakedLayout),
  score: jsonString(documents.score),
  scoreReason: jsonString(documents.scoreReason),
  scoreSetAt: jsonInstant(documents.scoreSetAt),
  scoreSetById: jsonPlainString(documents.scoreSetById),
  scoreSetByName: jsonString(documents.scoreSetByName),
  scoreDetails: jsonLiteral(documents.scoreDetails),
  effectiveDate: jsonInstant(documents.effectiveDate),
  nextReviewDate: jsonDate(documents.nextReviewDate),
  parentDocumentId: jsonPlainString(documents.parentDocumentId),
  scheduleEventId: jsonPlainString(documents.scheduleEventId),
  scheduleEventParticipantId: jsonPlainString(documents.scheduleEventParticipantId),
  notes: jsonString(documents.notes),
  unlockReason: jsonString(documents.unlockReason),
  totalSignatures: jsonLiteral(documents.totalSignatures),
  completedSignatures: jsonLiteral(documents.completedSignatures),
  attachForm: jsonLiteral(documents.attachForm),
  file: jsonObjectOrNull(storedFiles.id, storedFileJsonFields),
  sharedWithPortal: jsonLiteral(documents.sharedWithPortal),
  sharedAt: jsonInstant(documents.sharedAt),
  sharedById: jsonPlainString(documents.sharedById),
  createdBy: jsonObjectOrNull(staffUsers.id, createdBy),
  completedAt: jsonInstant(documents.completedAt),
  rowVersion: jsonLiteral(documents.rowVersion),
  createdAt: jsonInstant(documents.createdAt),
  updatedAt: jsonInstant(documents.updatedAt),
};

/**
 * The document reply (toDocumentDto) as JSON text built by PostgreSQL, over the joins of
 * selectDocumentDtoRows. The hottest read sends it as is: no row of forty columns to parse,
 * map and serialise again. documentDtoJsonSql.test.ts holds it equal to toDocumentDto.
 */
export function documentDtoJsonSql(): SQL<JsonText<CoreFormsDocument>> {
  return sql<JsonText<CoreFormsDocument>>`${jsonObject(fields)}`;
}
