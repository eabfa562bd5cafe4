import type { ComponentNode, FormContent } from '../model/layout';
import { forEachComponent } from '../model/walkLayout';
import { containsExpression } from './computedValue';
import { templateDependencies } from './dependencies';
import { hiddenConditionText, parseHiddenCondition } from './hidden';
import { OWN_VALUE_ROOT } from './names';
import type { ExpressionError, ExpressionResult } from './result';
import { type ParsedTemplate, parseTemplate } from './template';

/** Properties holding scripts, not templates: they run on events and are never recomputed. */
const SCRIPT_PROPERTIES: ReadonlySet<string> = new Set(['onChange']);

/** One computed property of one component, parsed once. */
export interface ComputedProperty {
  componentId: string;
  property: string;
  template: ParsedTemplate;
  /** Component ids it reads; its own id when it reads `value`. */
  reads: readonly string[];
  /** Reads `data` with a computed key, so any change may matter. */
  dynamic: boolean;
  /** Holds HTML (rich text): interpolated values are escaped, so a typed `<b>` shows as text. */
  html: boolean;
}

export interface DependencyGraphOptions {
  /** Whether a component's property holds HTML; by default none does. */
  isHtmlProperty?: (component: ComponentNode, property: string) => boolean;
}

export interface DependencyGraph {
  /** Every computed property, in document order. */
  properties: readonly ComputedProperty[];
  /** Component id to the properties that read it. */
  readers: ReadonlyMap<string, readonly ComputedProperty[]>;
  dynamicReaders: readonly ComputedProperty[];
  /** Component id to its computed `value` property: changing it changes the component's value. */
  values: ReadonlyMap<string, ComputedProperty>;
  /** Component ids whose computed values depend on each other in a circle, one list per circle. */
  cycles: string[][];
  /** Properties that could not be parsed; they are left out of the graph. */
  errors: Array<{ componentId: string; property: string; error: ExpressionError }>;
}

export interface Dependants {
  /** Properties to recompute, each after the computed values it reads. */
  order: ComputedProperty[];
  /** The cycles the change runs into; their properties are still in `order`, once each. */
  cycles: string[][];
}

function appendTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}

function parseProperty(property: string, value: unknown): ExpressionResult<ParsedTemplate> | undefined {
  if (property === 'hidden') {
    const condition = hiddenConditionText(value);
    return condition === undefined ? undefined : parseHiddenCondition(condition);
  }
  if (SCRIPT_PROPERTIES.has(property) || typeof value !== 'string' || !containsExpression(value))
    return undefined;
  return parseTemplate(value);
}

/**
 * Parses every computed property of a form (each string property with `{{ }}`,
 * plus `hidden` conditions) once, and links each to the component values it reads.
 */
export function buildDependencyGraph(
  content: Pick<FormContent, 'rows'>,
  options: DependencyGraphOptions = {},
): DependencyGraph {
  const properties: ComputedProperty[] = [];
  const errors: DependencyGraph['errors'] = [];
  const readers = new Map<string, ComputedProperty[]>();
  const dynamicReaders: ComputedProperty[] = [];
  const values = new Map<string, ComputedProperty>();
  forEachComponent(content.rows, (component) => {
    for (const [property, value] of Object.entries(component.properties)) {
      const parsed = parseProperty(property, value);
      if (parsed === undefined) continue;
      if (!parsed.ok) {
        errors.push({ componentId: component.id, property, error: parsed.error });
        continue;
      }
      const dependencies = templateDependencies(parsed.value);
      const reads = dependencies.readsOwnValue ? [...dependencies.ids, component.id] : dependencies.ids;
      const computed: ComputedProperty = {
        componentId: component.id,
        property,
        template: parsed.value,
        reads: [...new Set(reads)],
        dynamic: dependencies.dynamic,
        html: options.isHtmlProperty?.(component, property) ?? false,
      };
      properties.push(computed);
      if (computed.dynamic) dynamicReaders.push(computed);
      for (const id of computed.reads) appendTo(readers, id, computed);
      if (property === OWN_VALUE_ROOT) values.set(component.id, computed);
    }
  });
  return { properties, readers, dynamicReaders, values, cycles: findCycles(values), errors };
}

/** The computed values `property` must wait for. */
function prerequisites(
  values: ReadonlyMap<string, ComputedProperty>,
  property: ComputedProperty,
): ComputedProperty[] {
  if (property.dynamic) return [...values.values()];
  return property.reads.flatMap((id) => {
    const value = values.get(id);
    return value === undefined ? [] : [value];
  });
}

/** Strongly connected components of the computed values (Tarjan), kept when they form a circle. */
function findCycles(values: ReadonlyMap<string, ComputedProperty>): string[][] {
  const index = new Map<ComputedProperty, number>();
  const low = new Map<ComputedProperty, number>();
  const stack: ComputedProperty[] = [];
  const onStack = new Set<ComputedProperty>();
  const cycles: string[][] = [];
  const visit = (node: ComputedProperty): void => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const next of prerequisites(values, node)) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const members: ComputedProperty[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      members.push(member);
      if (member === node) break;
    }
    if (members.length > 1 || prerequisites(values, node).includes(node)) {
      cycles.push(members.map((member) => member.componentId).reverse());
    }
  };
  for (const node of values.values()) if (!index.has(node)) visit(node);
  return cycles;
}

/** Orders properties so each comes after the computed values it reads; circles keep document order. */
function topologicalOrder(
  graph: DependencyGraph,
  affected: ReadonlySet<ComputedProperty>,
): ComputedProperty[] {
  const inDocumentOrder = graph.properties.filter((property) => affected.has(property));
  const unmet = new Map<ComputedProperty, number>();
  const waiting = new Map<ComputedProperty, ComputedProperty[]>();
  const ready: ComputedProperty[] = [];
  for (const property of inDocumentOrder) {
    const needs = prerequisites(graph.values, property).filter(
      (need) => need !== property && affected.has(need),
    );
    unmet.set(property, needs.length);
    for (const need of needs) appendTo(waiting, need, property);
    if (needs.length === 0) ready.push(property);
  }
  const order: ComputedProperty[] = [];
  for (let next = 0; next < ready.length; next++) {
    const property = ready[next] as ComputedProperty;
    order.push(property);
    for (const dependant of waiting.get(property) ?? []) {
      const left = (unmet.get(dependant) as number) - 1;
      unmet.set(dependant, left);
      if (left === 0) ready.push(dependant);
    }
  }
  // Properties caught in (or behind) a circle never become ready: evaluate them once, in document order.
  const placed = new Set(order);
  return [...order, ...inDocumentOrder.filter((property) => !placed.has(property))];
}

/**
 * The properties to recompute after `changedId` changes: those reading it, and,
 * through computed values, those reading what they change. Terminates on circles.
 */
export function findDependants(graph: DependencyGraph, changedId: string): Dependants {
  const affected = new Set<ComputedProperty>();
  const changed = new Set<string>([changedId]);
  const pending = [changedId];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    for (const property of [...(graph.readers.get(id) ?? []), ...graph.dynamicReaders]) {
      if (affected.has(property)) continue;
      affected.add(property);
      if (property.property === OWN_VALUE_ROOT && !changed.has(property.componentId)) {
        changed.add(property.componentId);
        pending.push(property.componentId);
      }
    }
  }
  return {
    order: topologicalOrder(graph, affected),
    cycles: graph.cycles.filter((cycle) => cycle.some((id) => changed.has(id))),
  };
}

/** Every computed property, ordered for a first evaluation. */
export function allComputedInOrder(graph: DependencyGraph): Dependants {
  return { order: topologicalOrder(graph, new Set(graph.properties)), cycles: graph.cycles };
}
