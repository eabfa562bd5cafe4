import type { ExpressionNode } from './ast';
import { DATA_ROOT, OWN_VALUE_ROOT, RESERVED_ROOTS } from './names';
import type { ParsedTemplate } from './template';
import { childExpressions } from './treeDepth';

/** What an expression reads among component values (README "Scope"). */
export interface ExpressionDependencies {
  /** Component ids read by name (`TextInput1`) or through `data` (`data.TextInput1`, `data['TextInput1']`), in order. */
  ids: string[];
  /** Reads `value`, the owning component's own value. */
  readsOwnValue: boolean;
  /** Reads `data[someExpression]` or all of `data`: any component may matter. */
  dynamic: boolean;
}

function dataKey(node: ExpressionNode): string | undefined {
  if (node.type !== 'Member' || node.object.type !== 'Identifier' || node.object.name !== DATA_ROOT)
    return undefined;
  const { property } = node;
  const isKey =
    property.type === 'Literal' && (typeof property.value === 'string' || typeof property.value === 'number');
  return isKey ? String(property.value) : undefined;
}

/** The component values some expressions read, walked without recursion. */
export function expressionDependencies(...nodes: ExpressionNode[]): ExpressionDependencies {
  const ids = new Set<string>();
  let readsOwnValue = false;
  let dynamic = false;
  const pending = [...nodes];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    const key = dataKey(node);
    if (key !== undefined) {
      ids.add(key);
    } else if (node.type === 'Identifier') {
      if (node.name === OWN_VALUE_ROOT) readsOwnValue = true;
      else if (node.name === DATA_ROOT) dynamic = true;
      else if (!RESERVED_ROOTS.has(node.name)) ids.add(node.name);
    } else {
      pending.push(...childExpressions(node).reverse());
    }
  }
  return { ids: [...ids], readsOwnValue, dynamic };
}

export function templateDependencies(template: ParsedTemplate): ExpressionDependencies {
  return expressionDependencies(
    ...template.parts.flatMap((part) => (part.kind === 'expression' ? [part.expression] : [])),
  );
}
