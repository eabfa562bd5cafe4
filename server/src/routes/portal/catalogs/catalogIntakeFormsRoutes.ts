import {
  errorReplySchema,
  portalCatalogIntakeFormListSchema,
  portalCatalogIntakeFormsQuerySchema,
} from '@clinic/api-contract';
import { and, eq } from 'drizzle-orm';
import type { AppInstance } from '../../../app/appInstance';
import { notFound } from '../../../app/httpError';
import { locations } from '../../../db/schema';
import { loadReferencedCollections } from '../../../documents/loadCollections';
import { loadFormContentOrThrow } from '../../../documents/loadFormContentOrThrow';
import { loadLocationIntakeForms } from '../../../scheduling/locationIntakeForms';

/** Public like the wizard's other look-ups, limited per address (each reply carries whole forms). */
const intakeFormsConfig = { public: true, rateLimit: { max: 60, timeWindow: '1 minute' } };

/** The intake forms a visitor fills in the appointment-request wizard, before the request exists. */
export async function catalogIntakeFormsRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  app.get(
    '/api/portal/Catalog/IntakeForms',
    {
      config: intakeFormsConfig,
      schema: {
        tags: ['portal: catalogs'],
        summary: 'The intake forms of a location, on their official versions',
        description:
          'The location’s forms, then its form groups’ forms, each once; filled in the appointment-request wizard and sent as its intakeDocuments.',
        querystring: portalCatalogIntakeFormsQuerySchema,
        response: {
          200: portalCatalogIntakeFormListSchema,
          400: errorReplySchema,
          404: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    async (request) => {
      const [location] = await db
        .select({ formIds: locations.formIds, formGroupIds: locations.formGroupIds })
        .from(locations)
        .where(and(eq(locations.id, request.query.locationId), eq(locations.active, true)));
      if (!location) throw notFound();
      const intakeForms = await loadLocationIntakeForms(db, location);
      return Promise.all(
        intakeForms.map(async (form) => ({
          ...form,
          collections: await loadReferencedCollections(
            db,
            loadFormContentOrThrow(form.content, form.versionId),
          ),
        })),
      );
    },
  );
}
