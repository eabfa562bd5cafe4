import type { CoreFormsDocument } from '@clinic/api-contract';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../app/httpError';
import type { Queryable } from '../db/database';
import { documents } from '../db/schema';
import { type DocumentActor, documentScope } from './documentActor';
import { selectDocumentDtoRows, toDocumentDto } from './toDocumentDto';

/** The document reply of one document the actor may see, or 404. */
export async function readDocumentDto(
  db: Queryable,
  id: string,
  actor: DocumentActor,
): Promise<CoreFormsDocument> {
  const [row] = await selectDocumentDtoRows(db).where(and(eq(documents.id, id), documentScope(actor)));
  if (!row) throw notFound();
  return toDocumentDto(row);
}
