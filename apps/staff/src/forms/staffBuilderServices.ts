import { type CoreFormsFormSummary, coreFormsCategorySchema, type PagedReply } from '@clinic/api-contract';
import type { BuilderServices } from '@clinic/forms-react';
import { httpClient } from '../api/httpClient';

/** A builder list is read whole: a clinic keeps far fewer forms of a category than this. */
const wholeList = { page: 0, pageSize: 1000 };

/**
 * What the form builder reads from api/core: the collection names advanced users take options
 * from, and the forms a Document Picker may take its documents from (forms.md section 7).
 */
export const staffBuilderServices: BuilderServices = {
  collectionNames: () => httpClient.request<string[]>('GET', '/api/core/Collections/AllNames'),
  forms: async (categories) => {
    const known = categories.filter((category) => coreFormsCategorySchema.safeParse(category).success);
    const pages = await Promise.all(
      known.map((category) =>
        httpClient.request<PagedReply<CoreFormsFormSummary>>(
          'POST',
          `/api/core/Forms/${category}`,
          wholeList,
        ),
      ),
    );
    return pages.flatMap((page) =>
      page.items.map((form) => ({ id: form.id, name: form.name, category: form.category })),
    );
  },
};
