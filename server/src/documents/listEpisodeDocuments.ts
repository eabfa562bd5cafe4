import type { CoreFormsCategory } from '@clinic/api-contract';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { documents, forms } from '../db/schema';
import { type DocumentActor, documentScope } from './documentActor';
import { type DocumentDtoRow, selectDocumentDtoRows } from './toDocumentDto';

export interface EpisodeDocumentFilter {
  status?: string | undefined;
  formId?: string | undefined;
  category?: CoreFormsCategory | undefined;
}

/**
 * An episode's documents the actor may see, newest first, one page at a time. Ordered by
 * (created_at, id) within the episode, which the index documents_episode_idx serves directly.
 */
export async function listEpisodeDocuments(
  db: Queryable,
  input: {
    episodeId: string;
    actor: DocumentActor;
    filter: EpisodeDocumentFilter;
    page: { limit: number; offset: number };
  },
): Promise<{ rows: DocumentDtoRow[]; total: number }> {
  const { filter } = input;
  const where = and(
    eq(documents.episodeOfCareId, input.episodeId),
    documentScope(input.actor),
    filter.status === undefined ? undefined : eq(documents.status, filter.status),
    filter.formId === undefined ? undefined : eq(documents.formId, filter.formId),
    filter.category === undefined ? undefined : eq(forms.category, filter.category),
  ) as SQL;
  // The total comes with the page (a window count): one query instead of two. A page past the
  // end has no row to carry it, so only then is it counted separately.
  const rows = await selectDocumentDtoRows(db, { total: sql<number>`count(*) over ()`.mapWith(Number) })
    .where(where)
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(input.page.limit)
    .offset(input.page.offset);
  if (rows[0]) return { rows, total: rows[0].total };
  const [counted] = await db
    .select({ value: count() })
    .from(documents)
    .innerJoin(forms, eq(forms.id, documents.formId))
    .where(where);
  return { rows, total: counted?.value ?? 0 };
}
