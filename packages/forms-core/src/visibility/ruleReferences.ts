import type { ComponentNode, FormContent } from '../model/layout';
import { forEachComponent } from '../model/walkLayout';
import { ruleConditions, type VisibilityRule } from './visibilityRule';

/** A rule's source component that is gone, or that comes after the ruled component. */
export interface RuleReferenceProblem {
  code: 'missingComponent' | 'laterComponent';
  componentId: string;
}

/** The components of a form in document order (nested layouts included). */
export function componentsInOrder(content: Pick<FormContent, 'rows'>): ComponentNode[] {
  const components: ComponentNode[] = [];
  forEachComponent(content.rows, (component) => {
    components.push(component);
  });
  return components;
}

/**
 * The references of a rule that a clinic would want fixed: a deleted source (the rule then never
 * sees an answer) and a source placed later in the form than the ruled component (the patient
 * answers it after passing the field, so the field appears above them).
 */
export function ruleReferenceProblems(
  rule: VisibilityRule,
  ruledId: string,
  ordered: readonly Pick<ComponentNode, 'id'>[],
): RuleReferenceProblem[] {
  const position = new Map(ordered.map((component, index) => [component.id, index]));
  const own = position.get(ruledId) ?? Number.POSITIVE_INFINITY;
  const problems: RuleReferenceProblem[] = [];
  for (const componentId of new Set(ruleConditions(rule).map((condition) => condition.componentId))) {
    const at = position.get(componentId);
    if (at === undefined) problems.push({ code: 'missingComponent', componentId });
    else if (at > own) problems.push({ code: 'laterComponent', componentId });
  }
  return problems;
}
