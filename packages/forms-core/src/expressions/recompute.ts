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

/**
 * The values and the scope a pass evaluates against and updates: a computed `value` property
 * changes both. The scope holds the component values by id, the caller's roots and `data` (the
 * values object itself).
 */
export interface RecomputeState {
  values: Results;
  scope: Record<string, unknown>;
}

/** A state over copies of the values and the roots, so a pure pass changes nothing it was given. */
export function recomputeState(values: Results, roots: ExpressionScope = {}): RecomputeState {
  const copy: Results = { ...values };
  return { values: copy, scope: { ...roots, ...copy, [DATA_ROOT]: copy } };
}

/**
 * Evaluates the properties in order against `state`, updating it in place where a computed
 * `value` changes, and answers component id to property name to its new value. Touches nothing
 * else: a change that no property depends on costs nothing, however large the form.
 */
export function evaluateProperties(
  order: readonly ComputedProperty[],
  state: RecomputeState,
  options: TemplateOptions,
): Record<string, Record<string, unknown>> {
  const { values, scope } = state;
  const properties: Record<string, Record<string, unknown>> = {};
  for (const computed of order) {
    scope[OWN_VALUE_ROOT] = values[computed.componentId];
    const value = evaluateTemplate(
      computed.template,
      scope,
      computed.html ? { ...options, escapeInterpolated: escapeHtml } : options,
    );
    properties[computed.componentId] ??= {};
    (properties[computed.componentId] as Record<string, unknown>)[computed.property] = value;
    if (computed.property === OWN_VALUE_ROOT) {
      values[computed.componentId] = value;
      if (computed.componentId !== DATA_ROOT) scope[computed.componentId] = value;
    }
  }
  return properties;
}

function evaluateInOrder(
  order: ComputedProperty[],
  cycles: string[][],
  values: Results,
  options: RecomputeOptions,
): RecomputeResult {
  const state = recomputeState(values, options.scope);
  const properties = evaluateProperties(order, state, options);
  return { values: state.values, properties, cycles };
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
