import { type ComponentNode, readVisibilityRule, ruleReferenceProblems } from '@clinic/forms-core';
import { useRuleFormComponents } from './ruleFormContext';
import { ruleProblemText, ruleSummary, useRuleTexts } from './ruleTexts';

/** Under a ruled component on the canvas: its rule in plain words, and what is wrong with it. */
export function RuleSummary({ node }: { node: ComponentNode }) {
  const texts = useRuleTexts();
  const components = useRuleFormComponents();
  const read = readVisibilityRule(node.properties.hidden);
  if (read.kind !== 'rule') return null;
  const byId = new Map(components.map((component) => [component.id, component]));
  const problems = ruleReferenceProblems(read.rule, node.id, components);
  return (
    <div className="cfb-rule-summary" data-testid="rule-summary">
      <p className="cfb-muted">{ruleSummary(read.rule, byId, texts)}</p>
      {problems.map((problem) => (
        <p key={problem.componentId} className="cfb-rule-warning" role="note">
          {`⚠ ${ruleProblemText(problem, byId, texts)}`}
        </p>
      ))}
    </div>
  );
}
