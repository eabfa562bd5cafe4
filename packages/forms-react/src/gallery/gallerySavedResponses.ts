import type { SavedResponse, SavedResponsesClient } from '../services/savedResponses';

/** Saved responses kept in memory for the gallery, compared after trimming like the server does. */
export function createGallerySavedResponses(): SavedResponsesClient {
  const lists = new Map<string, SavedResponse[]>();
  let nextId = 1;
  const listOf = (componentId: string) => lists.get(componentId) ?? [];
  return {
    list: async (componentId) => listOf(componentId),
    async save(componentId, response) {
      const text = response.trim();
      const list = listOf(componentId);
      if (text && !list.some((saved) => saved.response.trim() === text)) {
        lists.set(componentId, [...list, { id: `saved-${nextId++}`, response: text }]);
      }
      return listOf(componentId);
    },
    async remove(id) {
      for (const [componentId, list] of lists)
        lists.set(
          componentId,
          list.filter((saved) => saved.id !== id),
        );
    },
  };
}
