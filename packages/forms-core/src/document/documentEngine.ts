import { defaultResults } from '../catalogue/defaultResults';
import { isRichTextProperty } from '../catalogue/isRichTextProperty';
import type { ScriptNode } from '../expressions/ast';
import {
  allComputedInOrder,
  buildDependencyGraph,
  type ComputedProperty,
  type DependencyGraph,
  findDependants,
} from '../expressions/dependencyGraph';
import { COLLECTIONS_ROOT, DATA_ROOT, OWN_VALUE_ROOT } from '../expressions/names';
import { parseScript } from '../expressions/parseScript';
import { evaluateProperties, recomputeState } from '../expressions/recompute';
import { type ExpressionLogger, silentLogger } from '../expressions/result';
import { runScript } from '../expressions/runScript';
import type { TemplatePart } from '../expressions/template';
import type { FhirPathEvaluator } from '../fhir/fhirPath/fhirPathEvaluator';
import { FHIR_ENABLED } from '../fhir/fhirPath/fhirPathProperties';
import { createFhirPathRunner } from '../fhir/fhirPath/fhirPathRunner';
import type { ComponentNode, FormContent, Properties, Results } from '../model/layout';
import { forEachComponent } from '../model/walkLayout';
import { assignPages } from '../paging/assignPages';
import { localizeContent } from '../translations/localizeContent';
import type { DocumentContext } from './documentContext';
import type { DocumentLanguage } from './documentLanguage';
import { formScopeOf } from './formScope';
import { type DocumentMode, mayEdit } from './mayEdit';
import { ownedValues } from './ownedValues';

type Overlay = Readonly<Record<string, unknown>>;

const noOverlay: Overlay = Object.freeze({});

export interface DocumentEngineOptions {
  content: FormContent;
  /** The stored results; a component without one starts with its default value. */
  results?: Results;
  context?: DocumentContext;
  /** The language of texts the pipeline writes (the form header). Default English. */
  language?: DocumentLanguage;
  /** One-time (`{{::`) values fixed earlier for this document, as `oneTimeValues()` gave them. */
  oneTimeValues?: Readonly<Record<string, unknown>>;
  /** Where failing expressions and scripts are reported (forms.md section 8: logged, no value). */
  logger?: ExpressionLogger;
  /** The mode of the one filling it (who may edit what); default 'form-submitter'. */
  mode?: DocumentMode;
  /**
   * The document's results as stored before this change, when `results` holds choices made in it
   * (the server's prepareSubmission): a patient's save keeps what staff chose in a chart section.
   */
  stored?: Results;
  /**
   * The results are a completed document's snapshot: the form header and chart sections stay as
   * they were stored at completion, whatever the records say now (viewing, printing).
   */
  snapshot?: boolean;
}

/** Why a value changes: typed by the one filling the form, loaded from records, or set by a script. */
export type ValueSource = 'user' | 'loaded' | 'script';

/**
 * A prepared document that stays prepared: the values, every computed property, the hidden state
 * and the one-time values of one document, kept current change by change. A change recomputes
 * only its dependants (the dependency graph) and runs the changed component's onChange script.
 * The form store wraps one in the browser; the server prepares submissions with one (prepareSubmission).
 */
export interface DocumentEngine {
  /** The content with every component's page assigned. */
  readonly content: FormContent;
  readonly graph: DependencyGraph;
  /** Every component by id, in document order (nested layouts included), pages assigned. */
  readonly components: ReadonlyMap<string, ComponentNode>;
  /** The values of every component; a new object after each change. */
  getResults(): Results;
  getValue(id: string): unknown;
  /** The computed properties of a component, evaluated; the same object until one of them changes. */
  getComputed(id: string): Overlay;
  /** The component's properties with the computed ones applied; the same object until they change. */
  getProperties(id: string): Readonly<Properties>;
  isHidden(id: string): boolean;
  /** False when the component never hides (no `hidden` property, fixed or computed). */
  canHide(id: string): boolean;
  /**
   * Whether the pipeline fills the component (the form header, a chart section, a computed
   * `value`): nobody types it, and what is sent for it is ignored.
   */
  isOwned(id: string): boolean;
  /** Whether the one filling may change the component now (mayEdit with its current properties). */
  mayEdit(id: string): boolean;
  /**
   * Changes one value; a user's change also runs the component's onChange script. Answers the ids
   * whose value or computed properties changed. Values of owned components never change here.
   */
  setValue(id: string, value: unknown, source?: ValueSource): ReadonlySet<string>;
  /**
   * Runs a component's onChange script as if its value had just changed; `keep` names targets
   * whose value the script must leave as it is. Answers the ids that changed.
   */
  runOnChange(id: string, keep?: (target: string) => boolean): ReadonlySet<string>;
  /** Runs the form's `script` (a new document's set-up): its setValue calls change values. */
  runFormScript(): ReadonlySet<string>;
  /** The one-time values fixed so far, to store with the document. */
  oneTimeValues(): Record<string, unknown>;
  /**
   * True while the form has FHIRPath and no engine evaluates it yet (the context gave none): its
   * enableWhenExpression components stay hidden and its FHIRPath values empty until provideFhirPath.
   */
  awaitsFhirPath(): boolean;
  /** Gives the FHIRPath engine once it has loaded, evaluating the form's FHIRPath; answers the ids that changed. */
  provideFhirPath(evaluator: FhirPathEvaluator): ReadonlySet<string>;
}

/** A one-time part's stable name across loads: component, property and the part's place. */
function oneTimeKeys(graph: DependencyGraph): Map<string, TemplatePart> {
  const keys = new Map<string, TemplatePart>();
  for (const property of graph.properties) {
    property.template.parts.forEach((part, index) => {
      if (part.kind === 'expression' && part.oneTime)
        keys.set(`${property.componentId}.${property.property}.${index}`, part);
    });
  }
  return keys;
}

function sameOverlay(a: Overlay, b: Overlay): boolean {
  const keys = Object.keys(b);
  return keys.length === Object.keys(a).length && keys.every((k) => Object.is(a[k], b[k]));
}

export function createDocumentEngine(options: DocumentEngineOptions): DocumentEngine {
  const language = options.language ?? 'en';
  // The reader's language: each text with a translation shown in it, English otherwise.
  const content = assignPages(localizeContent(options.content, language));
  const components = new Map<string, ComponentNode>();
  forEachComponent(content.rows, (component) => components.set(component.id, component));
  const logger = options.logger ?? silentLogger;
  const context = options.context ?? {};
  const mode = options.mode ?? 'form-submitter';
  const owned = ownedValues({
    context,
    language,
    mode,
    ...(options.stored ? { stored: options.stored } : {}),
  });
  // Rich text (a Text's value) gets the values it shows escaped: a typed `<b>` reads as text.
  const graph = buildDependencyGraph(content, { isHtmlProperty: isRichTextProperty });
  for (const error of graph.errors)
    logger.warn(`Expression error in ${error.componentId}.${error.property}: ${error.error.message}`);

  const keyedParts = oneTimeKeys(graph);
  const fixedParts = new Map<TemplatePart, unknown>();
  for (const [key, value] of Object.entries(options.oneTimeValues ?? {})) {
    const part = keyedParts.get(key);
    if (part !== undefined) fixedParts.set(part, value);
  }
  const scopeRoots = { form: formScopeOf(context), [COLLECTIONS_ROOT]: context.collections ?? {} };
  const recomputeOptions = {
    scope: scopeRoots,
    oneTimeValues: fixedParts,
    logger,
    ...(context.now ? { now: context.now } : {}),
  };

  // Imported FHIRPath (SDC calculatedExpression, enableWhenExpression) reads the whole response:
  // it is evaluated after every change, by the engine the context injects.
  const fhirPath = createFhirPathRunner(content, { logger });
  let fhirPathEvaluator = context.fhirPath;
  const fhirPathValues = new Set(
    fhirPath.properties.flatMap((property) => (property.kind === 'value' ? [property.component.id] : [])),
  );

  /** Owned: filled from the records, or a computed value (`{{ }}` or FHIRPath) recomputed whenever what it reads changes. */
  const ownsId = (id: string) => {
    const component = components.get(id);
    return (
      component !== undefined && (owned.owns(component) || graph.values.has(id) || fhirPathValues.has(id))
    );
  };
  const initial = defaultResults(content, options.results);
  // The one copy of the values, changed in place: a change costs only its dependants, never a
  // copy of a large form's values. getResults() hands out a snapshot, made when asked.
  const state = recomputeState(options.snapshot ? initial : owned.apply(content, initial), scopeRoots);
  const values = state.values;
  let snapshot: Results | undefined;
  const overlays = new Map<string, Overlay>();
  const merged = new Map<string, Readonly<Properties>>();

  const applyOverlay = (id: string, evaluated: Overlay, changed: Set<string>) => {
    const previous = overlays.get(id) ?? noOverlay;
    const next = { ...previous, ...evaluated };
    if (!sameOverlay(previous, next)) {
      overlays.set(id, next);
      merged.delete(id);
      changed.add(id);
    }
  };

  /** Evaluates properties in order; adds the ids whose value or computed properties changed. */
  const evaluate = (order: readonly ComputedProperty[], changed: Set<string>) => {
    if (order.length === 0) return;
    const before = new Map<string, unknown>();
    for (const computed of order)
      if (computed.property === OWN_VALUE_ROOT)
        before.set(computed.componentId, values[computed.componentId]);
    const properties = evaluateProperties(order, state, recomputeOptions);
    snapshot = undefined;
    for (const [id, evaluated] of Object.entries(properties)) {
      if (before.has(id) && !Object.is(before.get(id), values[id])) changed.add(id);
      applyOverlay(id, evaluated, changed);
    }
  };

  /**
   * Evaluates the form's FHIRPath on the current values; a FHIRPath value that changes updates
   * what reads it, and the FHIRPath runs again (values reading values), at most once per value.
   */
  const evaluateFhirPath = (changed: Set<string>) => {
    for (let pass = 0; pass <= fhirPathValues.size; pass++) {
      const results = fhirPath.evaluate(values, fhirPathEvaluator);
      let moved = false;
      fhirPath.properties.forEach((property, index) => {
        const { id } = property.component;
        const result = results[index];
        if (property.kind === 'enabled') {
          applyOverlay(id, { [FHIR_ENABLED]: result }, changed);
          return;
        }
        if (Object.is(values[id], result)) return;
        values[id] = result;
        state.scope[id] = result;
        snapshot = undefined;
        changed.add(id);
        evaluate(findDependants(graph, id).order, changed);
        moved = true;
      });
      if (!moved) return;
    }
  };
  evaluate(allComputedInOrder(graph).order, new Set());
  evaluateFhirPath(new Set());

  const scripts = new Map<string, ScriptNode | null>();
  /** A component's onChange script, parsed once; null when it has none or it cannot be read. */
  const onChangeScript = (id: string): ScriptNode | null => {
    if (scripts.has(id)) return scripts.get(id) ?? null;
    const source = components.get(id)?.properties.onChange;
    let script: ScriptNode | null = null;
    if (typeof source === 'string' && source.trim() !== '') {
      const parsed = parseScript(source);
      if (parsed.ok) script = parsed.value;
      else logger.warn(`Script error in ${id}.onChange: ${parsed.error.message}`);
    }
    scripts.set(id, script);
    return script;
  };

  const assign = (id: string, value: unknown, changed: Set<string>) => {
    if (Object.is(values[id], value)) return;
    values[id] = value;
    if (id !== DATA_ROOT) state.scope[id] = value;
    snapshot = undefined;
    changed.add(id);
    evaluate(findDependants(graph, id).order, changed);
    evaluateFhirPath(changed);
  };

  /**
   * Applies a script's setValue calls, in order. Scripts set known, unowned components only, and
   * what they set runs no further scripts: a script can never start a loop.
   */
  const runAndApply = (
    script: ScriptNode | string,
    ownValue: unknown,
    changed: Set<string>,
    keep: (target: string) => boolean = () => false,
  ) => {
    // The script runs on its own copy of the scope (runScript), so this one is not changed by it.
    state.scope[OWN_VALUE_ROOT] = ownValue;
    const outcome = runScript(script, state.scope, {
      logger,
      ...(context.now ? { now: context.now } : {}),
    });
    if (!outcome.ok) return;
    for (const [target, value] of Object.entries(outcome.changes)) {
      if (components.has(target) && !ownsId(target) && !keep(target)) assign(target, value, changed);
    }
  };

  const isHidden = (id: string) => {
    const computed = overlays.get(id);
    if (computed?.[FHIR_ENABLED] === false) return true;
    if (computed && 'hidden' in computed) return Boolean(computed.hidden);
    return components.get(id)?.properties.hidden === true;
  };

  const getProperties = (id: string): Readonly<Properties> => {
    let properties = merged.get(id);
    if (properties === undefined) {
      const stored = components.get(id)?.properties ?? {};
      const computed = overlays.get(id);
      properties = computed ? { ...stored, ...computed } : stored;
      merged.set(id, properties);
    }
    return properties;
  };

  return {
    content,
    graph,
    components,
    getResults: () => {
      snapshot ??= { ...values };
      return snapshot;
    },
    getValue: (id) => (Object.hasOwn(values, id) ? values[id] : undefined),
    getComputed: (id) => overlays.get(id) ?? noOverlay,
    getProperties,
    isHidden,
    // A computed `hidden` is in the overlay from the first pass on (overlays only gain keys).
    canHide: (id) =>
      components.get(id)?.properties.hidden === true ||
      'hidden' in (overlays.get(id) ?? noOverlay) ||
      FHIR_ENABLED in (overlays.get(id) ?? noOverlay),
    isOwned: ownsId,
    mayEdit: (id) => {
      const component = components.get(id);
      return (
        component !== undefined &&
        !ownsId(id) &&
        mayEdit(component, getProperties(id), mode, { hidden: isHidden(id) })
      );
    },
    setValue(id, value, source = 'user') {
      const changed = new Set<string>();
      if (ownsId(id)) return changed;
      assign(id, value, changed);
      const script = source === 'user' && changed.has(id) ? onChangeScript(id) : null;
      if (script) runAndApply(script, values[id], changed);
      return changed;
    },
    runOnChange(id, keep) {
      const changed = new Set<string>();
      const script = onChangeScript(id);
      if (script) runAndApply(script, values[id], changed, keep);
      return changed;
    },
    runFormScript() {
      const changed = new Set<string>();
      const source = content.defaults?.script;
      if (typeof source === 'string' && source.trim() !== '') runAndApply(source, undefined, changed);
      return changed;
    },
    oneTimeValues() {
      const values: Record<string, unknown> = {};
      for (const [key, part] of keyedParts) if (fixedParts.has(part)) values[key] = fixedParts.get(part);
      return values;
    },
    awaitsFhirPath: () => fhirPath.properties.length > 0 && fhirPathEvaluator === undefined,
    provideFhirPath(evaluator) {
      const changed = new Set<string>();
      fhirPathEvaluator = evaluator;
      evaluateFhirPath(changed);
      return changed;
    },
  };
}
