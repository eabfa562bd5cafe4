/**
 * Adds a response to a control's saved-response list, trimmed. A blank response, or one
 * already listed (compared after trimming), is not stored: the same list is returned, so
 * `next === list` tells the caller there is nothing to save.
 */
export function addSavedResponse(list: readonly string[], response: string): readonly string[] {
  const text = response.trim();
  if (text === '' || list.some((listed) => listed.trim() === text)) return list;
  return [...list, text];
}
