import { z } from 'zod';
import { pagedReplySchema, pageRequestSchema } from '../common/paging';

/** One entry of a portal catalog (active items only, in display order). */
export const portalCatalogItemSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    code: z.string().nullable(),
    /** Kind-specific fields, e.g. a diagnosis status `color`. */
    extra: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'PortalCatalogItem' });
export type PortalCatalogItem = z.infer<typeof portalCatalogItemSchema>;

export const portalCatalogItemListSchema = z.array(portalCatalogItemSchema);
export const portalCatalogItemPageSchema = pagedReplySchema(portalCatalogItemSchema).meta({
  id: 'PortalCatalogItemPage',
});

export const portalCatalogLocationSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    /** IANA zone; timeZoneHoursShift is its offset now. */
    timeZone: z.string(),
    timeZoneHoursShift: z.number(),
    serviceIds: z.array(z.uuid()),
  })
  .meta({ id: 'PortalCatalogLocation' });
export type PortalCatalogLocation = z.infer<typeof portalCatalogLocationSchema>;
export const portalCatalogLocationListSchema = z.array(portalCatalogLocationSchema);

export const portalCatalogServiceSchema = z
  .object({ id: z.uuid(), name: z.string(), description: z.string(), durationMinutes: z.number().int() })
  .meta({ id: 'PortalCatalogService' });
export type PortalCatalogService = z.infer<typeof portalCatalogServiceSchema>;
export const portalCatalogServiceListSchema = z.array(portalCatalogServiceSchema);

export const portalCatalogPlaceOfServiceSchema = z
  .object({ id: z.uuid(), locationId: z.uuid(), code: z.string(), name: z.string() })
  .meta({ id: 'PortalCatalogPlaceOfService' });
export type PortalCatalogPlaceOfService = z.infer<typeof portalCatalogPlaceOfServiceSchema>;
export const portalCatalogPlaceOfServiceListSchema = z.array(portalCatalogPlaceOfServiceSchema);

/** GET Catalog/PlacesOfService?locationId= */
export const portalCatalogPlacesQuerySchema = z.object({ locationId: z.uuid() });

/** Page 0 with page size 1000000: the whole catalog. */
export const portalCatalogWholeList = { page: 0, pageSize: 1_000_000 } as const;

/** A page of a catalog; an empty body (or no page size) reads the whole catalog. */
export const portalCatalogPageRequestSchema = pageRequestSchema
  .extend({ pageSize: pageRequestSchema.shape.pageSize.unwrap().default(portalCatalogWholeList.pageSize) })
  .nullable()
  .meta({ id: 'PortalCatalogPageRequest' });
export type PortalCatalogPageRequest = z.infer<typeof portalCatalogPageRequestSchema>;
