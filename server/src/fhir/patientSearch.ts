import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { patients } from '../db/schema';
import { escapeLike } from '../routes/core/reference/shared/escapeLike';
import { dateCondition, parseDateSearch } from './dateSearch';
import { isId } from './fhirIds';
import { MRN_SYSTEM } from './fhirPatient';
import { type SearchQuery, valuesOf } from './searchPaging';

/** FHIR's string search on a name: every word starts the family, a given or the middle name. */
function nameCondition(value: string): SQL | undefined {
  const words = value.split(/\s+/).filter((word) => word !== '');
  return and(
    ...words.map((word) => {
      const pattern = `${escapeLike(word)}%`;
      return or(
        ilike(patients.lastName, pattern),
        ilike(patients.firstName, pattern),
        ilike(patients.middleName, pattern),
      );
    }),
  );
}

/** A token on the MRN, the one identifier a Patient carries: `system|value` or `value`. */
function identifierCondition(token: string): SQL {
  const [system, value] = token.includes('|') ? token.split('|', 2) : [undefined, token];
  if (system !== undefined && system !== MRN_SYSTEM) return sql`false`;
  return eq(patients.mrn, value ?? '');
}

const NOTHING = sql`false`;

/**
 * The condition of a Patient search (`name`, `birthdate`, `identifier`, `_id`): commas join
 * values by OR and repeated parameters by AND, as FHIR's search does.
 */
export function patientSearchCondition(query: SearchQuery, request: FastifyRequest): SQL | undefined {
  const anyOf = (key: string, condition: (value: string) => SQL | undefined) =>
    valuesOf(query, key).map((value) => or(...value.split(',').map(condition)) ?? NOTHING);
  return and(
    ...anyOf('name', nameCondition),
    ...anyOf('identifier', identifierCondition),
    ...anyOf('_id', (id) => (isId(id) ? eq(patients.id, id) : NOTHING)),
    ...valuesOf(query, 'birthdate').map(
      (value) => dateCondition(patients.dateOfBirth, parseDateSearch(value, request), true) ?? NOTHING,
    ),
  );
}
