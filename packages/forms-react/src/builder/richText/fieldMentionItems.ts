import {
  type ComponentNode,
  type FormContent,
  forEachComponent,
  getCatalogueEntry,
} from '@clinic/forms-core';
import type { RichTextMentionItem } from './richTextEditor';

/** Types whose value never reads as text in a sentence (a password must not be shown at all). */
const unmentionable = new Set(['PasswordInput', 'Checkbox', 'DocumentPicker']);

/** The expression path of a component's value as text: objects only through one member. */
function mentionPath(node: ComponentNode): string | null {
  const entry = getCatalogueEntry(node.elType, node.version);
  if (!entry || (entry.category !== 'input' && entry.category !== 'choice')) return null;
  if (unmentionable.has(entry.elType)) return null;
  if (entry.elType === 'Dropdown' && entry.version === 2) return `data.${node.id}.value`;
  if (entry.elType === 'AssessmentQuestion') return `data.${node.id}.text`;
  return `data.${node.id}`;
}

/** The form's fields whose value can stand in rich text, in document order, by label. */
export function fieldMentionItems(content: FormContent): RichTextMentionItem[] {
  const items: RichTextMentionItem[] = [];
  forEachComponent(content.rows, (node) => {
    const path = mentionPath(node);
    if (!path) return;
    const label = typeof node.properties.label === 'string' ? node.properties.label.trim() : '';
    items.push({ id: node.id, label: label || node.id, expression: `{{${path}}}`, group: 'field' });
  });
  return items;
}
