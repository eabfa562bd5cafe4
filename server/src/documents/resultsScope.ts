import type { ExpressionScope, Results } from '@clinic/forms-core';

/** What expressions see of a document: each value by component id, and the whole map as `data`. */
export function resultsScope(results: Results): ExpressionScope {
  return { ...results, data: results };
}
