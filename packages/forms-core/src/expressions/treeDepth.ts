import type { ExpressionNode } from './ast';

/** Direct sub-expressions of a node, in source order: a new list, so a caller may reorder it. */
export function childExpressions(node: ExpressionNode): ExpressionNode[] {
  switch (node.type) {
    case 'Literal':
    case 'Identifier':
      return [];
    case 'Member':
      return [node.object, node.property];
    case 'Call':
      return [...node.args];
    case 'Unary':
      return [node.argument];
    case 'Binary':
    case 'Logical':
      return [node.left, node.right];
    case 'Conditional':
      return [node.test, node.consequent, node.alternate];
    case 'Array':
      return [...node.elements];
    case 'Object':
      return node.properties.map((property) => property.value);
  }
}

/** Depth of a tree, measured without recursion so a crafted deep tree cannot overflow the stack. */
export function treeDepth(root: ExpressionNode): number {
  let deepest = 0;
  const pending: Array<[ExpressionNode, number]> = [[root, 1]];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    const [node, depth] = item;
    if (depth > deepest) deepest = depth;
    for (const child of childExpressions(node)) pending.push([child, depth + 1]);
  }
  return deepest;
}
