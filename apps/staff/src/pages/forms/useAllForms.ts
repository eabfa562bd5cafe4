import { type CoreFormsFormSummary, coreFormsCategories, type PagedReply } from '@clinic/api-contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/httpClient';
import { formsKeys } from './formsCalls';

/** Every form of every category, for picking the members of a form group. */
export function useAllForms() {
  return useQuery({
    queryKey: [...formsKeys.all, 'every'],
    queryFn: async () => {
      const pages = await Promise.all(
        coreFormsCategories.map((category) =>
          apiRequest<PagedReply<CoreFormsFormSummary>>('POST', `/api/core/Forms/${category}`, {
            page: 0,
            pageSize: 1000,
          }),
        ),
      );
      return pages.flatMap((page) => page.items);
    },
  });
}
