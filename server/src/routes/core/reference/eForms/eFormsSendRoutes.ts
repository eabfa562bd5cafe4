import {
  type CoreReferenceEFormSent,
  coreReferenceEFormSendSchema,
  coreReferenceEFormSendToAllSchema,
  coreReferenceEFormSentSchema,
  errorReplySchema,
} from '@clinic/api-contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../../../app/appInstance';
import { badRequest, conflict, notFound } from '../../../../app/httpError';
import { recordAudit } from '../../../../audit/recordAudit';
import { staffOf } from '../../../../auth/authenticate';
import type { Transaction } from '../../../../db/database';
import { documentGroups, documents, patients } from '../../../../db/schema';
import { queueMail } from '../../../../mail/mailQueue';
import { bearerSecurity, staffErrorReplies } from '../shared/routeSchemaParts';
import { createEFormLink, type NewEFormLink } from './createEFormLink';
import { eFormDocumentScope } from './eFormLink';
import { eFormSendMessages } from './eFormSendMessages';

const tags = ['core: e-forms'];
const replies = { 201: coreReferenceEFormSentSchema, 409: errorReplySchema, ...staffErrorReplies };

type Target = Pick<NewEFormLink, 'documentId' | 'documentGroupId'>;

/** The patient (404 when unknown) and the address the link goes to: the one given, else the patient's. */
async function recipient(tx: Transaction, patientId: string, email: string | undefined) {
  const [patient] = await tx.select().from(patients).where(eq(patients.id, patientId));
  if (!patient) throw notFound();
  const to = email ?? patient.email?.trim().toLowerCase();
  if (!to) throw badRequest([eFormSendMessages.noEmail], { email: [eFormSendMessages.noEmail] });
  return to;
}

/**
 * The draft documents the link will cover, after checking what it names belongs to the patient
 * (404 otherwise). Sending a link shares them with the patient, so they show in the portal too.
 */
async function shareTarget(tx: Transaction, request: FastifyRequest, patientId: string, target: Target) {
  const staffUserId = staffOf(request).staffUserId;
  if (target.documentGroupId) {
    const [group] = await tx
      .update(documentGroups)
      .set({
        sharedWithPortal: true,
        sharedAt: sql`coalesce(${documentGroups.sharedAt}, now())`,
        sharedById: staffUserId,
      })
      .where(
        and(
          eq(documentGroups.id, target.documentGroupId),
          eq(documentGroups.patientId, patientId),
          isNull(documentGroups.deletedAt),
        ),
      )
      .returning({ id: documentGroups.id });
    if (!group) throw notFound();
  }
  if (target.documentId) {
    const [document] = await tx
      .select({ status: documents.status })
      .from(documents)
      .where(
        and(
          eq(documents.id, target.documentId),
          eq(documents.patientId, patientId),
          isNull(documents.deletedAt),
        ),
      );
    if (!document) throw notFound();
    if (document.status !== 'Draft') throw conflict([eFormSendMessages.documentCompleted]);
  }
  const scope = eFormDocumentScope({ patientId, ...target });
  const covered = await tx.select({ id: documents.id }).from(documents).where(scope);
  if (covered.length === 0) throw conflict([eFormSendMessages.nothingToFill]);
  await tx
    .update(documents)
    .set({
      sharedWithPortal: true,
      sharedAt: sql`coalesce(${documents.sharedAt}, now())`,
      sharedById: staffUserId,
    })
    .where(
      and(
        inArray(
          documents.id,
          covered.map((row) => row.id),
        ),
        eq(documents.sharedWithPortal, false),
      ),
    );
  return covered.length;
}

/** PUT api/core/EForms and EForms/SendToAll: e-mail a patient a link to fill documents without signing in. */
export async function eFormsSendRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  /** Writes the link, its mail's job and its audit row in one transaction. */
  async function send(
    request: FastifyRequest,
    patientId: string,
    prepare: (tx: Transaction) => Promise<{ target: Target; documentCount: number; to: string }>,
  ): Promise<CoreReferenceEFormSent> {
    return db.transaction(async (tx) => {
      const { target, documentCount, to } = await prepare(tx);
      const { link, mail } = await createEFormLink(tx, app.deps.config.publicUrl, {
        patientId,
        ...target,
        email: to,
        createdById: staffOf(request).staffUserId,
      });
      await queueMail(app.jobs, tx, mail);
      await recordAudit(tx, request, {
        action: 'send-eform',
        resource: 'EFormLink',
        resourceId: link.id,
        patientId,
      });
      return {
        id: link.id,
        email: to,
        expiresAt: new Date(link.expiresAt).toISOString(),
        documentCount,
      };
    });
  }

  app.put(
    '/api/core/EForms',
    {
      schema: {
        tags,
        summary: 'E-mails a patient a link to fill one document or one document group',
        description:
          'Body: patientId, documentId or documentGroupId, and optionally the e-mail address (default: the patient’s). ' +
          'The link is valid 7 days; its code is stored only as a SHA-256 hash. The mail holds no health information. ' +
          'The documents become shared with the portal.',
        security: bearerSecurity,
        body: coreReferenceEFormSendSchema,
        response: replies,
      },
    },
    async (request, reply) => {
      const { patientId, documentId, documentGroupId, email } = request.body;
      const target = { documentId: documentId ?? null, documentGroupId: documentGroupId ?? null };
      const sent = await send(request, patientId, async (tx) => {
        const to = await recipient(tx, patientId, email);
        const documentCount = await shareTarget(tx, request, patientId, target);
        return { target, documentCount, to };
      });
      return reply.status(201).send(sent);
    },
  );

  app.put(
    '/api/core/EForms/SendToAll',
    {
      schema: {
        tags,
        summary: 'E-mails a patient one link to fill all their shared documents that are not completed',
        description: 'The link covers the patient’s shared drafts; it is used up when none is left.',
        security: bearerSecurity,
        body: coreReferenceEFormSendToAllSchema,
        response: replies,
      },
    },
    async (request, reply) => {
      const { patientId, email } = request.body;
      const target = { documentId: null, documentGroupId: null };
      const sent = await send(request, patientId, async (tx) => {
        const to = await recipient(tx, patientId, email);
        const covered = await tx
          .select({ id: documents.id })
          .from(documents)
          .where(eFormDocumentScope({ patientId, ...target }));
        if (covered.length === 0) throw conflict([eFormSendMessages.noSharedDocuments]);
        return { target, documentCount: covered.length, to };
      });
      return reply.status(201).send(sent);
    },
  );
}
