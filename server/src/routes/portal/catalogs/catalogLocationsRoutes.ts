import {
  errorReplySchema,
  idParamsSchema,
  portalCatalogLocationListSchema,
  portalCatalogPlaceOfServiceListSchema,
  portalCatalogPlacesQuerySchema,
  portalCatalogServiceListSchema,
} from '@clinic/api-contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppInstance } from '../../../app/appInstance';
import { notFound } from '../../../app/httpError';
import type { Queryable } from '../../../db/database';
import { locations, placesOfService, services } from '../../../db/schema';
import { toLocationDto } from '../../core/reference/locations/toLocationDto';
import { toPlaceOfServiceDto, toServiceDto } from '../../core/reference/services/toServiceDtos';

const tags = ['portal: catalogs'];

async function activeLocation(db: Queryable, id: string) {
  const [row] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.id, id), eq(locations.active, true)));
  if (!row) throw notFound();
  return row;
}

/** Locations and what each offers, for the public appointment-request wizard. */
export async function catalogLocationsRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  app.get(
    '/api/portal/Catalog/Locations',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The clinic’s locations, by name',
        response: { 200: portalCatalogLocationListSchema },
      },
    },
    async () => {
      const rows = await db
        .select()
        .from(locations)
        .where(eq(locations.active, true))
        .orderBy(asc(locations.name));
      return rows.map((row) => {
        const { id, name, address, phone, timeZone, timeZoneHoursShift, serviceIds } = toLocationDto(row);
        return { id, name, address, phone, timeZone, timeZoneHoursShift, serviceIds };
      });
    },
  );

  app.get(
    '/api/portal/Catalog/Services/:id',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The services offered at a location (id: the location), by name',
        params: idParamsSchema,
        response: { 200: portalCatalogServiceListSchema, 400: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request) => {
      const location = await activeLocation(db, request.params.id);
      if (location.serviceIds.length === 0) return [];
      const rows = await db
        .select()
        .from(services)
        .where(and(inArray(services.id, location.serviceIds), eq(services.active, true)))
        .orderBy(asc(services.name));
      return rows.map(toServiceDto);
    },
  );

  app.get(
    '/api/portal/Catalog/PlacesOfService',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The places of service of a location (office, telehealth...)',
        querystring: portalCatalogPlacesQuerySchema,
        response: {
          200: portalCatalogPlaceOfServiceListSchema,
          400: errorReplySchema,
          404: errorReplySchema,
        },
      },
    },
    async (request) => {
      const location = await activeLocation(db, request.query.locationId);
      const rows = await db
        .select()
        .from(placesOfService)
        .where(eq(placesOfService.locationId, location.id))
        .orderBy(asc(placesOfService.code), asc(placesOfService.name));
      return rows.map(toPlaceOfServiceDto);
    },
  );
}
