import { type ComponentType, createContext, useContext } from 'react';

/**
 * Something the author can mention in rich text (trigger `@`): a field of the form or a value of
 * the document the form is filled for. The editor stores `expression`, a forms-core template such
 * as `{{data.TextInput1}}`, so the viewer shows the current value in place of the mention.
 */
export interface RichTextMentionItem {
  /** The component id, or the name of the document value ('patientName'). */
  id: string;
  label: string;
  expression: string;
  group: 'field' | 'context';
}

/** What the builder hands a rich-text editor; the editor renders its own label. */
export interface RichTextEditorProps {
  id: string;
  label: string;
  /** Sanitised HTML; '' when empty. */
  value: string;
  /** Called with sanitised HTML, or '' when the editor holds nothing but empty paragraphs. */
  onChange: (html: string) => void;
  mentionItems: readonly RichTextMentionItem[];
  disabled?: boolean;
}

export type RichTextEditorComponent = ComponentType<RichTextEditorProps>;

export interface BuilderRichText {
  /** The host's editor (the staff app injects tiptap); without it a plain textarea edits the HTML. */
  Editor?: RichTextEditorComponent;
  /** Offered after `@`; empty for users without advanced options (expressions are theirs only). */
  mentionItems: readonly RichTextMentionItem[];
}

export const BuilderRichTextContext = createContext<BuilderRichText>({ mentionItems: [] });

export const useBuilderRichText = (): BuilderRichText => useContext(BuilderRichTextContext);
