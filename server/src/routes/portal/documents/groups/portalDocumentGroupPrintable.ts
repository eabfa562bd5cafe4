import type { PortalDocumentsGroup } from '@clinic/api-contract';
import type { DocumentLanguage } from '@clinic/forms-core';
import type { Queryable } from '../../../../db/database';
import { type LoadedDocument, loadDocument } from '../../../../documents/loadDocument';
import type { PrintableDocument } from '../../../../documents/printableDocument';
import { toPrintableDocuments } from '../../../../documents/toPrintableDocuments';
import type { PortalDocumentActor } from '../shared/portalActor';
import { readPortalDocumentGroup } from '../shared/readPortalDocumentGroup';

/**
 * A group's PDF needs every document the patient sees in it completed (and at least one): the
 * server makes no PDF of a draft, and a packet missing its drafts would pass for the whole set.
 */
export function isPortalGroupCompleted(group: Pick<PortalDocumentsGroup, 'documents'>): boolean {
  return group.documents.length > 0 && group.documents.every((d) => d.status === 'Completed');
}

/**
 * A document group of the patient (404 otherwise) with its shared documents in print form, in the
 * form group's order. Documents staff did not share stay out, as they do on the group's page.
 */
export async function readPortalGroupPrintable(
  db: Queryable,
  id: string,
  actor: PortalDocumentActor,
  language: DocumentLanguage,
): Promise<{ group: PortalDocumentsGroup; printable: PrintableDocument[] }> {
  const group = await readPortalDocumentGroup(db, id, actor);
  const loaded: LoadedDocument[] = [];
  // One client per transaction: the documents load in turn.
  for (const member of group.documents) loaded.push(await loadDocument(db, member.id, actor));
  return { group, printable: await toPrintableDocuments(db, loaded, language) };
}
