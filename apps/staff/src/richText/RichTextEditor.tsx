import './richTextEditor.css';
import type { RichTextEditorProps } from '@clinic/forms-react';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import { cspNonce } from '../app/cspNonce';
import { editorHtml } from './editorHtml';
import { LinkForm } from './LinkForm';
import { MentionMenu } from './MentionMenu';
import { createMentionMenu } from './mentionMenu';
import { RichTextToolbar } from './RichTextToolbar';
import { richTextExtensions } from './richTextExtensions';
import { richTextTexts as texts } from './richTextTexts';
import { sanitizeRichText } from './sanitizeRichText';

export interface StaffRichTextEditorProps extends RichTextEditorProps {
  placeholder?: string;
}

/**
 * The staff app's rich-text editor (tiptap): bold, italic, underline, headings, lists and links
 * from a toolbar or the usual shortcuts, and mentions after '@' of the form's fields and the
 * patient's values. Reads and writes sanitised HTML; a blank editor is ''.
 */
export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  mentionItems,
  disabled = false,
  placeholder = texts.placeholder,
}: StaffRichTextEditorProps) {
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const items = useRef(mentionItems);
  items.current = mentionItems;
  const changed = useRef(onChange);
  changed.current = onChange;
  // The value last given or reported: a different value comes from outside (undo, another component).
  const reported = useRef(value);
  // The content as loaded: the editor may reshape it (unknown tags dropped), which is no edit.
  const shown = useRef<string | null>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [menu] = useState(() => createMentionMenu(() => items.current));
  const editor = useEditor({
    extensions: richTextExtensions({
      placeholder,
      suggestion: menu.suggestion,
      shortcuts: {
        openLink: () => setLinkOpen(true),
        focusToolbar: () => toolbar.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus(),
      },
    }),
    content: sanitizeRichText(value),
    editable: !disabled,
    // tiptap writes its base styles into a style element, which the page's policy loads by nonce.
    injectNonce: cspNonce,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': hintId,
        'aria-placeholder': placeholder,
        class: 'rte-content',
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = editorHtml(current);
      if (html === shown.current) return;
      shown.current = html;
      reported.current = html;
      changed.current(html);
    },
  });
  useEffect(() => {
    // tiptap destroys an editor whose component took over 1 ms to mount (a slow or suspended
    // render) and hands a new one on the next render: wait for that one.
    if (editor.isDestroyed) return;
    if (value !== reported.current) {
      reported.current = value;
      editor.commands.setContent(sanitizeRichText(value), { emitUpdate: false });
    }
    shown.current = editorHtml(editor);
  }, [editor, value]);
  useEffect(() => {
    if (editor.isDestroyed) return;
    if (editor.isEditable === disabled) editor.setEditable(!disabled, false);
    if (disabled) editor.view.dom.setAttribute('aria-disabled', 'true');
    else editor.view.dom.removeAttribute('aria-disabled');
  }, [editor, disabled]);

  return (
    <div className="rte" data-disabled={disabled || undefined}>
      <span id={labelId} className="cf-label">
        {label}
      </span>
      <RichTextToolbar
        editor={editor}
        label={label}
        controls={id}
        linkOpen={linkOpen}
        onLink={() => setLinkOpen((open) => !open)}
        disabled={disabled}
        toolbarRef={toolbar}
      />
      {linkOpen && <LinkForm editor={editor} onClose={() => setLinkOpen(false)} />}
      <EditorContent editor={editor} className="rte-frame" />
      <p id={hintId} className="rte-hint">
        {mentionItems.length > 0 ? `${texts.mentionHint} ${texts.shortcuts}` : texts.shortcuts}
      </p>
      <MentionMenu editor={editor} menu={menu} listboxId={`${id}-mentions`} />
    </div>
  );
}
