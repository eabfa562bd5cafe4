import {
  coreReferenceListQuerySchema,
  coreReferenceLookupItemSchema,
  pagedReplySchema,
} from '@clinic/api-contract';
import type { AppInstance } from '../../../../app/appInstance';
import { lookupKinds } from '../../../../db/schema';
import { bearerSecurity, staffErrorReplies } from '../shared/routeSchemaParts';
import { listLookupItems } from './listLookupItems';
import { toLookupItemDto } from './toLookupItemDto';

const lookupPageSchema = pagedReplySchema(coreReferenceLookupItemSchema).meta({
  id: 'CoreReferenceLookupItemPage',
});

/** POST api/core/{kind} for every lookup list (forms.md section 7 "Lookups"); page 0, pageSize 1000000 reads all. */
export async function lookupsRoutes(app: AppInstance): Promise<void> {
  for (const kind of lookupKinds) {
    app.post(
      `/api/core/${kind}`,
      {
        schema: {
          tags: ['core: lookups'],
          summary: `The ${kind} list, paged (active items in display order)`,
          security: bearerSecurity,
          body: coreReferenceListQuerySchema,
          response: { 200: lookupPageSchema, ...staffErrorReplies },
        },
      },
      async (request) => {
        const page = await listLookupItems(app.deps.db, kind, request.body);
        return { ...page, items: page.items.map(toLookupItemDto) };
      },
    );
  }
}
