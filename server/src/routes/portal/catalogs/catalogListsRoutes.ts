import {
  errorReplySchema,
  portalCatalogItemListSchema,
  portalCatalogItemPageSchema,
  portalCatalogPageRequestSchema,
  portalCatalogWholeList,
} from '@clinic/api-contract';
import type { AppInstance } from '../../../app/appInstance';
import type { LookupKind } from '../../../db/schema';
import { listLookupItems } from '../../core/reference/lookups/listLookupItems';
import { toCatalogItem } from './toCatalogItem';

const tags = ['portal: catalogs'];

/** Paged catalogs, POSTed with {page, pageSize} (portal.md section 7). */
const pagedCatalogs: ReadonlyArray<{ path: string; kind: LookupKind }> = [
  { path: 'MedicationRoute', kind: 'MedicationRoute' },
  { path: 'UnitOfMeasurement', kind: 'UnitOfMeasurement' },
  { path: 'DiagnosisCodeStatus', kind: 'DiagnosisCodeStatus' },
  { path: 'Catalog/InsuranceCompany', kind: 'InsuranceCompany' },
];

/** Whole catalogs read with GET. */
const listedCatalogs: ReadonlyArray<{ path: string; kind: LookupKind }> = [
  { path: 'Catalog/Gender', kind: 'Gender' },
  { path: 'Catalog/States', kind: 'State' },
  { path: 'Catalog/Relationships', kind: 'Relationships' },
];

/**
 * The lookup catalogs of the portal: public, because the anonymous appointment-request and
 * registration wizards need them. Active items only, in display order.
 */
export async function catalogListsRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  for (const { path, kind } of pagedCatalogs) {
    app.post(
      `/api/portal/${path}`,
      {
        config: { public: true },
        schema: {
          tags,
          summary: `The ${kind} catalog, paged (page 0 and page size 1000000 read it all)`,
          body: portalCatalogPageRequestSchema,
          response: { 200: portalCatalogItemPageSchema, 400: errorReplySchema },
        },
      },
      async (request) => {
        const page = await listLookupItems(db, kind, request.body ?? portalCatalogWholeList);
        return { ...page, items: page.items.map(toCatalogItem) };
      },
    );
  }

  for (const { path, kind } of listedCatalogs) {
    app.get(
      `/api/portal/${path}`,
      {
        config: { public: true },
        schema: { tags, summary: `The ${kind} catalog`, response: { 200: portalCatalogItemListSchema } },
      },
      async () => (await listLookupItems(db, kind, portalCatalogWholeList)).items.map(toCatalogItem),
    );
  }
}
