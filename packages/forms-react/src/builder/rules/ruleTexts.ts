import {
  type ComponentNode,
  isRuleGroup,
  listComponentOptions,
  type RuleComparison,
  type RuleCondition,
  type RuleJoin,
  type RuleReferenceProblem,
  type RuleValue,
  type VisibilityRule,
} from '@clinic/forms-core';
import { defineFormTexts } from '../../i18n/formLanguage';

/**
 * The rule builder's texts and the rules' plain-language summaries ("Shown when Smoker is Yes").
 * A condition's name ("condition 2", "condition 1 of group 1") is built here and read back in the
 * row's labels, so each language words both.
 */
export const useRuleTexts = defineFormTexts({
  en: {
    comparisons: {
      equals: 'is',
      notEquals: 'is not',
      greaterThan: 'is greater than',
      lessThan: 'is less than',
      contains: 'contains',
      isEmpty: 'is empty',
      isNotEmpty: 'is not empty',
      anyOf: 'is any of',
    } satisfies Record<RuleComparison, string>,
    joins: { and: 'and', or: 'or' } satisfies Record<RuleJoin, string>,
    effects: { show: 'Shown', hide: 'Hidden' } satisfies Record<VisibilityRule['effect'], string>,
    summary: (effect: string, conditions: string) => `${effect} when ${conditions}`,
    problems: {
      missingComponent: (name: string) => `The rule refers to ${name}, which is no longer in the form.`,
      laterComponent: (name: string) =>
        `The rule refers to ${name}, which comes later in the form than this component.`,
    } satisfies Record<RuleReferenceProblem['code'], (name: string) => string>,
    handWrittenCondition: 'This component has a hand-written condition. Applying rules here replaces it.',
    // The dialog
    title: 'Component rules',
    clearRules: 'Clear rules',
    visibilityOf: (component: string) => `Visibility of ${component}`,
    showOnlyWhen: 'Show this component only when',
    hideWhen: 'Hide this component when',
    conditionsToMatch: 'Conditions to match',
    joinChoices: { and: 'all of (And)', or: 'any of (Or)' } satisfies Record<RuleJoin, string>,
    condition: (position: number) => `condition ${position}`,
    conditionOfGroup: (position: number, group: string) => `condition ${position} of ${group}`,
    groupName: (position: number) => `group ${position}`,
    group: (position: number) => `Group ${position}`,
    conditionsOfGroup: (group: string) => `Conditions of ${group} to match`,
    addConditionToGroup: (position: number) => `Add condition to group ${position}`,
    removeGroup: (position: number) => `Remove group ${position}`,
    addCondition: 'Add condition',
    addGroup: 'Add group',
    // A condition's row; `condition` is its name above
    componentOf: (condition: string) => `Component of ${condition}`,
    chooseComponent: 'Choose a component…',
    deleted: (id: string) => `${id} (deleted)`,
    comparisonOf: (condition: string) => `Comparison of ${condition}`,
    valueOf: (condition: string) => `Value of ${condition}`,
    valuesOf: (condition: string) => `Values of ${condition}`,
    chooseValue: 'Choose a value…',
    value: 'Value',
    remove: (condition: string) => `Remove ${condition}`,
  },
  es: {
    comparisons: {
      equals: 'es',
      notEquals: 'no es',
      greaterThan: 'es mayor que',
      lessThan: 'es menor que',
      contains: 'contiene',
      isEmpty: 'está vacío',
      isNotEmpty: 'no está vacío',
      anyOf: 'es cualquiera de',
    },
    joins: { and: 'y', or: 'o' },
    effects: { show: 'Se muestra', hide: 'Se oculta' },
    summary: (effect: string, conditions: string) => `${effect} cuando ${conditions}`,
    problems: {
      missingComponent: (name: string) => `La regla se refiere a ${name}, que ya no está en el formulario.`,
      laterComponent: (name: string) =>
        `La regla se refiere a ${name}, que aparece en el formulario después de este componente.`,
    },
    handWrittenCondition:
      'Este componente tiene una condición escrita a mano. Si aplica aquí las reglas, la sustituirán.',
    title: 'Reglas del componente',
    clearRules: 'Borrar las reglas',
    visibilityOf: (component: string) => `Visibilidad de ${component}`,
    showOnlyWhen: 'Mostrar este componente solo cuando',
    hideWhen: 'Ocultar este componente cuando',
    conditionsToMatch: 'Condiciones que deben cumplirse',
    joinChoices: { and: 'todas (Y)', or: 'cualquiera (O)' },
    condition: (position: number) => `condición ${position}`,
    conditionOfGroup: (position: number, group: string) => `condición ${position} del ${group}`,
    groupName: (position: number) => `grupo ${position}`,
    group: (position: number) => `Grupo ${position}`,
    conditionsOfGroup: (group: string) => `Condiciones del ${group} que deben cumplirse`,
    addConditionToGroup: (position: number) => `Añadir una condición al grupo ${position}`,
    removeGroup: (position: number) => `Quitar el grupo ${position}`,
    addCondition: 'Añadir una condición',
    addGroup: 'Añadir un grupo',
    componentOf: (condition: string) => `Componente de la ${condition}`,
    chooseComponent: 'Elija un componente…',
    deleted: (id: string) => `${id} (eliminado)`,
    comparisonOf: (condition: string) => `Comparación de la ${condition}`,
    valueOf: (condition: string) => `Valor de la ${condition}`,
    valuesOf: (condition: string) => `Valores de la ${condition}`,
    chooseValue: 'Elija un valor…',
    value: 'Valor',
    remove: (condition: string) => `Quitar la ${condition}`,
  },
});

export type RuleTexts = ReturnType<typeof useRuleTexts>;

/** A component as an author knows it: its label, else its id. */
export function componentLabel(component: ComponentNode | undefined, id: string): string {
  const label = typeof component?.properties.label === 'string' ? component.properties.label.trim() : '';
  return label || id;
}

function valueText(component: ComponentNode | undefined, value: RuleValue): string {
  const option = component
    ? listComponentOptions(component).find((candidate) => candidate.value === String(value))
    : undefined;
  return option?.label ?? String(value);
}

function conditionText(
  condition: RuleCondition,
  byId: ReadonlyMap<string, ComponentNode>,
  texts: RuleTexts,
): string {
  const component = byId.get(condition.componentId);
  const subject = `${componentLabel(component, condition.componentId)} ${texts.comparisons[condition.comparison]}`;
  if (condition.value === undefined) return subject;
  const values = Array.isArray(condition.value) ? condition.value : [condition.value];
  return `${subject} ${values.map((value) => valueText(component, value)).join(` ${texts.joins.or} `)}`;
}

/** "Shown when Smoker is Yes", "Hidden when Age is greater than 65 and (… or …)": labels, not ids. */
export function ruleSummary(
  rule: VisibilityRule,
  byId: ReadonlyMap<string, ComponentNode>,
  texts: RuleTexts,
): string {
  const parts = rule.items.map((item) =>
    isRuleGroup(item)
      ? `(${item.conditions.map((condition) => conditionText(condition, byId, texts)).join(` ${texts.joins[item.join]} `)})`
      : conditionText(item, byId, texts),
  );
  return texts.summary(texts.effects[rule.effect], parts.join(` ${texts.joins[rule.join]} `));
}

export function ruleProblemText(
  problem: RuleReferenceProblem,
  byId: ReadonlyMap<string, ComponentNode>,
  texts: RuleTexts,
): string {
  return texts.problems[problem.code](componentLabel(byId.get(problem.componentId), problem.componentId));
}
