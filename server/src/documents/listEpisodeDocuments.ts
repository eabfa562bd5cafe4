import type { CoreFormsCategory } from '@clinic/api-contract';
import { and, count, desc, eq, exists, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../app/httpError';
import { staffOf } from '../auth/authenticate';
import type { AutocommitDatabase, DatabaseKind, Queryable } from '../db/database';
import { preparedOnce } from '../db/preparedOnce';
import { relaxedReadCommit } from '../db/readAuditCommit';
import { auditLog, documents, episodesOfCare, forms } from '../db/schema';
import { staffDocumentScope } from './documentActor';
import {
  type DocumentDtoRow,
  type DocumentListRow,
  selectDocumentDtoRows,
  selectDocumentListRows,
} from './toDocumentDto';

export interface EpisodeDocumentFilter {
  status?: string | undefined;
  formId?: string | undefined;
  category?: CoreFormsCategory | undefined;
}

export interface EpisodeDocumentsQuery {
  episodeId: string;
  /** The patient the episode must belong to: another patient's episode answers 404. */
  patientId?: string | undefined;
  filter: EpisodeDocumentFilter;
  page: { limit: number; offset: number };
}

type Deps = { db: AutocommitDatabase; databaseKind: DatabaseKind };
type Page<Row> = { rows: Row[]; total: number };

/** A page of an episode's documents as list rows (no results), newest first, audited. */
export function listEpisodeDocuments(
  deps: Deps,
  request: FastifyRequest,
  query: EpisodeDocumentsQuery,
): Promise<Page<DocumentListRow>> {
  return auditedEpisodePage(deps, request, query, 'list', ({ db, where, total }) =>
    selectDocumentListRows(db, { total })
      .where(where)
      .orderBy(...newestFirst())
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
}

/** The same page with every document's results and file. */
export function listEpisodeDocumentsWithResults(
  deps: Deps,
  request: FastifyRequest,
  query: EpisodeDocumentsQuery,
): Promise<Page<DocumentDtoRow>> {
  return auditedEpisodePage(deps, request, query, 'full', ({ db, where, total }) =>
    selectDocumentDtoRows(db, { total })
      .where(where)
      .orderBy(...newestFirst())
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
}

/** (created_at, id) descending: what the partial index documents_episode_idx is ordered by. */
const newestFirst = () => [desc(documents.createdAt), desc(documents.id)];

interface PageStatement {
  /** The database with the audit insert attached as a CTE. */
  db: Pick<Queryable, 'select'>;
  /** The episode's documents the filter keeps, and only if the audit row was written. */
  where: SQL;
  /** How many documents the filter keeps in all, as a column of every row. */
  total: SQL<number>;
}

/** A built query that can be prepared: its parameters are placeholders named as in `values`. */
interface Preparable<Row> {
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<Row[]> };
}

/**
 * One statement checks that the episode exists (and is the patient's), writes the read's
 * audit row (a data-modifying CTE, whose commit does not wait for the disk:
 * db/readAuditCommit.ts), and selects the page with its total: atomic without a transaction,
 * in one round trip. The total is a scalar subquery PostgreSQL computes once, from the index
 * alone, instead of a window count that would fetch every row of a long history. Only when
 * no row comes back does a second query tell a page past the end (its total) from an unknown
 * episode (404, and nothing was audited). Both are prepared once per filter combination.
 */
async function auditedEpisodePage<Row>(
  deps: Deps,
  request: FastifyRequest,
  query: EpisodeDocumentsQuery,
  shape: string,
  selectPage: (statement: PageStatement) => Preparable<Row & { total: number }>,
): Promise<Page<Row>> {
  const { db } = deps;
  const { filter } = query;
  const values = {
    episodeId: query.episodeId,
    patientId: query.patientId,
    ...filter,
    actorId: staffOf(request).staffUserId,
    ip: request.ip,
    limit: query.page.limit,
    offset: query.page.offset,
  };
  // Which optional conditions the statement has: one prepared statement for each combination.
  const name = `episode_documents_${shape}_${[query.patientId, filter.status, filter.formId, filter.category]
    .map((value) => (value === undefined ? 0 : 1))
    .join('')}`;
  const statements = preparedOnce(db, name, () => {
    const episode = and(
      eq(episodesOfCare.id, sql.placeholder('episodeId')),
      query.patientId === undefined ? undefined : eq(episodesOfCare.patientId, sql.placeholder('patientId')),
    );
    const audit = db.$with('audit_row', { id: auditLog.id }).as(
      sql`insert into ${auditLog} (actor_type, actor_id, patient_id, action, resource, resource_id, ip, outcome)
        select 'staff', ${sql.placeholder('actorId')}::uuid, ${episodesOfCare.patientId}, 'read', 'EpisodeDocuments', ${sql.placeholder('episodeId')}, ${sql.placeholder('ip')}, 'success'
        from ${episodesOfCare} where ${episode} and ${relaxedReadCommit(deps.databaseKind)}
        returning ${auditLog.id}`,
    );
    const where = episodeDocumentsWhere(filter);
    return {
      page: selectPage({
        db: db.with(audit),
        where: and(where, exists(db.select({ id: audit.id }).from(audit))) as SQL,
        total: totalOf(db, where, filter),
      }).prepare(name),
      total: db
        .select({ total: totalOf(db, where, filter) })
        .from(episodesOfCare)
        .where(episode)
        .prepare(`${name}_total`),
    };
  });
  const rows = await statements.page.execute(values);
  if (rows[0]) return { rows, total: rows[0].total };
  const [found] = await statements.total.execute(values);
  if (!found) throw notFound();
  return { rows, total: found.total };
}

/** The episode's live documents the filter keeps; set filters are placeholders of the same name. */
function episodeDocumentsWhere(filter: EpisodeDocumentFilter): SQL {
  return and(
    eq(documents.episodeOfCareId, sql.placeholder('episodeId')),
    staffDocumentScope(),
    filter.status === undefined ? undefined : eq(documents.status, sql.placeholder('status')),
    filter.formId === undefined ? undefined : eq(documents.formId, sql.placeholder('formId')),
    filter.category === undefined ? undefined : eq(forms.category, sql.placeholder('category')),
  ) as SQL;
}

/** The count as a scalar subquery; the form is joined only when its category filters. */
function totalOf(db: Pick<Queryable, 'select'>, where: SQL, filter: EpisodeDocumentFilter): SQL<number> {
  const counted = db.select({ value: count() }).from(documents);
  const query =
    filter.category === undefined
      ? counted.where(where)
      : counted.innerJoin(forms, eq(forms.id, documents.formId)).where(where);
  return sql<number>`(${query})`.mapWith(Number);
}
