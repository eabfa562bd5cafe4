import { errorReplySchema, staffSignatureBodySchema, staffUserSchema } from '@clinic/api-contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../../app/appInstance';
import { notFound } from '../../../app/httpError';
import { recordAudit } from '../../../audit/recordAudit';
import { staffOf } from '../../../auth/authenticate';
import { staffUsers } from '../../../db/schema';
import { toStaffUser } from './staffAuthRoutes';

const tags = ['core: auth'];
const security = [{ bearer: [] }];
const responses = { 200: staffUserSchema, 400: errorReplySchema, 401: errorReplySchema };

/**
 * A staff user keeps their own signature for "Use My Signature" (forms.md section 6): only the
 * signed-in user's, never another's, so no id travels.
 */
export async function staffSignatureRoutes(app: AppInstance): Promise<void> {
  const save = async (request: FastifyRequest, signature: string | null) => {
    const { staffUserId } = staffOf(request);
    return app.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(staffUsers)
        .set({ signature })
        .where(eq(staffUsers.id, staffUserId))
        .returning();
      if (!row) throw notFound();
      await recordAudit(tx, request, {
        action: signature ? 'update-signature' : 'remove-signature',
        resource: 'StaffUser',
        resourceId: row.id,
      });
      return toStaffUser(row);
    });
  };

  app.put(
    '/api/core/Auth/Signature',
    {
      schema: {
        tags,
        summary: "Saves the signed-in staff user's signature, offered by 'Use My Signature' in documents",
        description:
          'A PNG, JPEG or WebP image data URL of at most 700,000 characters; anything else answers 400.',
        security,
        body: staffSignatureBodySchema,
        response: responses,
      },
    },
    (request) => save(request, request.body.signature),
  );

  app.delete(
    '/api/core/Auth/Signature',
    {
      schema: {
        tags,
        summary: "Removes the signed-in staff user's saved signature",
        security,
        response: responses,
      },
    },
    (request) => save(request, null),
  );
}
