/** Predefined responses come from the control's responseOptions and cannot be deleted. */
export function canDeleteSavedResponse(response: string, responseOptions: readonly string[]): boolean {
  const text = response.trim();
  return !responseOptions.some((option) => option.trim() === text);
}
