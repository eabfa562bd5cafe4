import type { Extensions } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { EditorShortcuts, type EditorShortcutsOptions } from './editorShortcuts';
import { fieldMention, type MentionSuggestion } from './mentionNode';
import { PlaceholderText } from './placeholderExtension';

export const HEADING_LEVELS = [1, 2, 3] as const;

/**
 * What a clinical note needs: paragraphs, bold, italic, underline, strike, headings 1 to 3,
 * lists, quotes and links; no code (nobody writes code in a form text). Links never open on a
 * click while editing.
 */
export function richTextExtensions(options: {
  placeholder: string;
  suggestion: MentionSuggestion;
  shortcuts: EditorShortcutsOptions;
}): Extensions {
  return [
    StarterKit.configure({
      code: false,
      codeBlock: false,
      heading: { levels: [...HEADING_LEVELS] },
      link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
    }),
    PlaceholderText.configure({ text: options.placeholder }),
    fieldMention(options.suggestion),
    EditorShortcuts.configure(options.shortcuts),
  ];
}
