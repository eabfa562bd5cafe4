import type { CoreFormsCategory } from '@clinic/api-contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
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
  const [rows, [total]] = await Promise.all([
    selectDocumentDtoRows(db)
      .where(where)
      .orderBy(desc(documents.createdAt), desc(documents.id))
      .limit(input.page.limit)
      .offset(input.page.offset),
    db
      .select({ value: count() })
      .from(documents)
      .innerJoin(forms, eq(forms.id, documents.formId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
