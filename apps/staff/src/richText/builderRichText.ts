import { contextMentions } from './contextMentions';
import { LazyRichTextEditor } from './LazyRichTextEditor';

/** What the staff form builder gets for rich-text properties: `<FormBuilder {...builderRichText} />`. */
export function builderRichText() {
  return { richTextEditor: LazyRichTextEditor, contextMentions: contextMentions() };
}
