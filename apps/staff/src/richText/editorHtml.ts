import { isEmptyRichText } from '@clinic/forms-core';
import type { Editor } from '@tiptap/core';
import { sanitizeRichText } from './sanitizeRichText';

/**
 * The editor's content as stored: sanitised HTML without the empty paragraph the editor keeps
 * after a final list or quote, or '' when it shows nothing (forms.md: "empty rich text submit
 * ignored", forms-core's rule).
 */
export function editorHtml(editor: Editor): string {
  const html = sanitizeRichText(editor.getHTML());
  return isEmptyRichText(html) ? '' : html.replace(/(<p><\/p>)+$/, '');
}
