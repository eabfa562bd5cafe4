import type { ExpressionNode } from '../expressions/ast';
import { TEMPLATE_OPEN } from '../expressions/computedValue';
import { COLLECTIONS_ROOT } from '../expressions/names';
import { parseTemplate } from '../expressions/template';
import { childExpressions } from '../expressions/treeDepth';
import type { FormContent } from '../model/layout';

/** `collections.name` or `collections['name']` inside an expression; null for anything else. */
function collectionRead(node: ExpressionNode): string | null {
  if (node.type !== 'Member' || node.object.type !== 'Identifier') return null;
  if (node.object.name !== COLLECTIONS_ROOT || node.property.type !== 'Literal') return null;
  return typeof node.property.value === 'string' ? node.property.value : null;
}

/** The collections one `{{ }}` property value reads: a whole reference, or reads inside expressions. */
function collectionsInTemplate(text: string, names: Set<string>): void {
  const parsed = parseTemplate(text);
  if (!parsed.ok) return;
  if (parsed.value.collection !== undefined) names.add(parsed.value.collection);
  const pending = parsed.value.parts.flatMap((part) => (part.kind === 'expression' ? [part.expression] : []));
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    const name = collectionRead(node);
    if (name !== null) names.add(name);
    else pending.push(...childExpressions(node));
  }
}

/**
 * The names of the collections a form reads (`{{collections.name}}` options, or `collections.x`
 * inside any `{{ }}`), sorted: what a server sends with a document so the browser can put them
 * in scope. Every value under the rows is looked at, so nested layouts and the layouts a Crud
 * keeps in its properties count too. A name computed at run time (`collections[x]`) cannot be known.
 */
export function referencedCollections(content: FormContent): string[] {
  const names = new Set<string>();
  // Walked with a stack, not recursion: stored content may nest deeply.
  const pending: unknown[] = [content.rows];
  for (let value = pending.pop(); value !== undefined; value = pending.pop()) {
    if (typeof value === 'string') {
      if (value.includes(TEMPLATE_OPEN)) collectionsInTemplate(value, names);
    } else if (Array.isArray(value)) pending.push(...value);
    else if (typeof value === 'object' && value !== null) pending.push(...Object.values(value));
  }
  return [...names].sort();
}
