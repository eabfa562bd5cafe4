/** One response a user saved for a component (forms.md section 3, "Saved response"). */
export interface SavedResponse {
  id: string;
  response: string;
}

/**
 * A user's saved responses, offered in a menu on text fields (core server segment only).
 * It is bound to the form being filled: the app knows the form id, the component passes its
 * own id. Replies are the user's list for that component, oldest first.
 */
export interface SavedResponsesClient {
  list(componentId: string): Promise<readonly SavedResponse[]>;
  /** Stores a response (the server keeps it only if non-blank and not listed); answers the new list. */
  save(componentId: string, response: string): Promise<readonly SavedResponse[]>;
  remove(id: string): Promise<void>;
}

/**
 * The calls of api/core/UserResponses (forms.md section 7) an app implements over HTTP:
 * GET UserResponses/{formId}/{componentId}, PUT UserResponses, DELETE UserResponses/{id}.
 */
export interface SavedResponsesCalls {
  list(formId: string, componentId: string): Promise<readonly SavedResponse[]>;
  save(body: { formId: string; componentId: string; response: string }): Promise<readonly SavedResponse[]>;
  remove(id: string): Promise<void>;
}

/** The client for one form, over the app's HTTP calls. */
export function savedResponsesForForm(formId: string, calls: SavedResponsesCalls): SavedResponsesClient {
  return {
    list: (componentId) => calls.list(formId, componentId),
    save: (componentId, response) => calls.save({ formId, componentId, response }),
    remove: (id) => calls.remove(id),
  };
}
