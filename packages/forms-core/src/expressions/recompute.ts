import type { Results } from '../model/layout';
import {
  allComputedInOrder,
  type ComputedProperty,
  type DependencyGraph,
  findDependants,
} from './dependencyGraph';
import { escapeHtml } from './escapeHtml';
import type { ExpressionScope } from './evaluate';
import { evaluateTemplate, type TemplateOptions } from './evaluateTemplate';
import { DATA_ROOT, OWN_VALUE_ROOT } from './names';

export interface RecomputeOptions extends TemplateOptions {
  /** Scope roots besides the component values, such as `form` and `collections`. */
  scope?: ExpressionScope;
}

export interface RecomputeResult {
  /** The values given, with every recomputed `value` property applied. */
  values: Results;
  /** Component id to property name to its new value (`hidden`: truthy means hidden). */
  properties: Record<string, Record<string, unknown>>;
  /** Circles among computed values met on the way (component ids); each was evaluated once. */
  cycles: string[][];
}

function evaluateInOrder(
  order: readonly ComputedProperty[],
  cycles: string[][],
  values: Results,
  options: RecomputeOptions,
): RecomputeResult {
  const next: Results = { ...values };
  // One scope for the whole pass: component values by id, `data` for all of them, `value` per property.
  const scope: Record<string, unknown> = { ...options.scope, ...next, [DATA_ROOT]: next };
  const properties: Record<string, Record<string, unknown>> = {};
  for (const computed of order) {
    scope[OWN_VALUE_ROOT] = next[computed.componentId];
    const value = evaluateTemplate(
      computed.template,
      scope,
      computed.html ? { ...options, escapeInterpolated: escapeHtml } : options,
    );
    properties[computed.componentId] ??= {};
    (properties[computed.componentId] as Record<string, unknown>)[computed.property] = value;
    if (computed.property === OWN_VALUE_ROOT) {
      next[computed.componentId] = value;
      scope[computed.componentId] = value;
    }
  }
  return { values: next, properties, cycles };
}

/** Recomputes only the properties that depend, directly or through computed values, on `changedId`. */
export function recomputeDependants(
  graph: DependencyGraph,
  changedId: string,
  values: Results,
  options: RecomputeOptions = {},
): RecomputeResult {
  const { order, cycles } = findDependants(graph, changedId);
  return evaluateInOrder(order, cycles, values, options);
}

/** Computes every computed property of the form, e.g. when a document opens. */
export function recomputeAll(
  graph: DependencyGraph,
  values: Results,
  options: RecomputeOptions = {},
): RecomputeResult {
  const { order, cycles } = allComputedInOrder(graph);
  return evaluateInOrder(order, cycles, values, options);
}
