import { type CoreFormsScoreDetails, coreFormsScoreDetailsSchema } from '@clinic/api-contract';

/** The stored score details as the API replies them; null when absent or not of the stored shape. */
export function scoreDetailsOf(stored: unknown): CoreFormsScoreDetails | null {
  if (stored === null || stored === undefined) return null;
  const parsed = coreFormsScoreDetailsSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
