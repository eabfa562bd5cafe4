import type { RichTextMentionItem } from '@clinic/forms-react';
import { mergeAttributes } from '@tiptap/core';
import { Mention, type MentionOptions } from '@tiptap/extension-mention';
import type { SuggestionOptions } from '@tiptap/suggestion';

/** What a mention node stores: the field or document value, its label, and the template shown in its place. */
export type MentionAttributes = Pick<RichTextMentionItem, 'id' | 'label' | 'expression'>;

const expressionOf = (attrs: Record<string, unknown>): string =>
  typeof attrs.expression === 'string' ? attrs.expression : '';

/**
 * A mention of a field (or patient value). In the editor it is a chip "@Label"; in the stored HTML
 * it is `<span data-type="mention" data-id="TextInput1" data-label="Label">{{data.TextInput1}}</span>`,
 * so the Text component computes the field's current value in its place.
 */
const FieldMention = Mention.extend<MentionOptions<RichTextMentionItem, MentionAttributes>>({
  addAttributes() {
    return {
      ...this.parent?.(),
      // The template is the span's text, read back when the HTML is loaded again.
      expression: {
        default: '',
        parseHTML: (element: HTMLElement) => element.textContent ?? '',
        renderHTML: () => ({}),
      },
    };
  },
  addNodeView() {
    return ({ node }) => {
      const dom = document.createElement('span');
      dom.className = 'rte-mention';
      dom.contentEditable = 'false';
      dom.dataset.id = String(node.attrs.id ?? '');
      dom.textContent = `@${node.attrs.label ?? node.attrs.id ?? ''}`;
      return { dom };
    };
  },
});

export type MentionSuggestion = Omit<SuggestionOptions<RichTextMentionItem, MentionAttributes>, 'editor'>;

export const fieldMention = (suggestion: MentionSuggestion) =>
  FieldMention.configure({
    suggestion,
    renderHTML: ({ options, node }) => [
      'span',
      mergeAttributes(options.HTMLAttributes, { class: 'cf-mention' }),
      expressionOf(node.attrs),
    ],
    renderText: ({ node }) => expressionOf(node.attrs),
  });
