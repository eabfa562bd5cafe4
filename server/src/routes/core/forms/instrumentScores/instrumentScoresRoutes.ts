import {
  type CoreFormsInstrumentScore,
  coreFormsInstrumentScoreSchema,
  errorReplySchema,
  idParamsSchema,
} from '@clinic/api-contract';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../../../../app/appInstance';
import { recordAudit } from '../../../../audit/recordAudit';
import { documents, forms } from '../../../../db/schema';
import { isoInstant } from '../../../../documents/isoInstant';
import { scoreDetailsOf } from '../../../../documents/scoreDetailsOf';
import { loadPatient } from '../../reference/patients/loadPatient';
import { security } from '../routeSchemaParts';

/**
 * GET api/core/Patients/{id}/InstrumentScores (issue 19.4): the patient's completed library
 * instruments with a total, oldest first, for the chart's measurement-based-care table, with their
 * subscales and symptom-count results.
 */
export async function instrumentScoresRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;
  app.get(
    '/api/core/Patients/:id/InstrumentScores',
    {
      schema: {
        tags: ['core: forms'],
        summary: "A patient's instrument totals over time (completed documents of library instruments)",
        security,
        params: idParamsSchema,
        response: {
          200: z.array(coreFormsInstrumentScoreSchema),
          400: errorReplySchema,
          401: errorReplySchema,
          404: errorReplySchema,
        },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const patientId = request.params.id;
        await loadPatient(tx, patientId);
        const rows = await tx
          .select({
            id: documents.id,
            formName: forms.name,
            completedAt: documents.completedAt,
            scoreDetails: documents.scoreDetails,
          })
          .from(documents)
          .innerJoin(forms, eq(forms.id, documents.formId))
          .where(
            and(
              eq(documents.patientId, patientId),
              eq(documents.status, 'Completed'),
              isNull(documents.deletedAt),
              isNotNull(documents.completedAt),
              sql`${documents.scoreDetails} ? 'instrument'`,
            ),
          )
          .orderBy(asc(documents.completedAt), asc(documents.id));
        await recordAudit(tx, request, { action: 'read', resource: 'InstrumentScores', patientId });
        return rows.flatMap((row): CoreFormsInstrumentScore[] => {
          const details = scoreDetailsOf(row.scoreDetails);
          const total = details?.scales[0];
          if (!details?.instrument || !total || total.total === null || !row.completedAt) return [];
          return [
            {
              instrument: details.instrument,
              documentId: row.id,
              formName: row.formName,
              completedAt: isoInstant(row.completedAt),
              total: total.total,
              band: total.band,
              subscales: details.scales.slice(1).map((scale) => ({ id: scale.id, total: scale.total })),
              symptomCounts: (details.symptomCounts ?? []).map((rule) => ({ id: rule.id, met: rule.met })),
            },
          ];
        });
      }),
  );
}
