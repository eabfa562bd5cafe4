/** A user's saved responses, offered in a menu on text fields (core server segment only). */
export interface SavedResponsesClient {
  list(): Promise<readonly string[]>;
}
