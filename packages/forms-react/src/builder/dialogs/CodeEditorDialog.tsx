import { json } from '@codemirror/lang-json';
import { defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, lineNumbers } from '@codemirror/view';
import { useEffect, useRef, useState } from 'react';
import { useBuilderTexts } from '../builderTexts';
import { BuilderDialog } from './BuilderDialog';

/** The larger code editor (forms.md section 9): 20 rows, tab size 4. */
export const CODE_EDITOR_ROWS = 20;
export const CODE_EDITOR_TAB_SIZE = 4;

export interface CodeEditorDialogProps {
  title: string;
  value: string;
  language: 'json' | 'script';
  onApply: (value: string) => void;
  onClose: () => void;
}

export function CodeEditorDialog({ title, value, language, onApply, onClose }: CodeEditorDialogProps) {
  const texts = useBuilderTexts();
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const [initial] = useState(value);
  useEffect(() => {
    if (!host.current) return;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: initial,
        extensions: [
          lineNumbers(),
          drawSelection(),
          highlightActiveLine(),
          syntaxHighlighting(defaultHighlightStyle),
          EditorState.tabSize.of(CODE_EDITOR_TAB_SIZE),
          EditorView.contentAttributes.of({ 'aria-label': title }),
          // 20 rows of text, scrolling beyond.
          EditorView.theme({
            '.cm-scroller': {
              minHeight: `${CODE_EDITOR_ROWS * 1.4}em`,
              maxHeight: `${CODE_EDITOR_ROWS * 1.4}em`,
            },
          }),
          ...(language === 'json' ? [json()] : []),
        ],
      }),
    });
    view.current = editor;
    editor.focus();
    return () => editor.destroy();
  }, [initial, language, title]);
  return (
    <BuilderDialog
      title={title}
      size="lg"
      onClose={onClose}
      actions={
        <>
          <button type="button" className="cfb-button" onClick={onClose}>
            {texts.cancel}
          </button>
          <button
            type="button"
            className="cfb-button cfb-button--primary"
            onClick={() => onApply(view.current?.state.doc.toString() ?? initial)}
          >
            {texts.apply}
          </button>
        </>
      }
    >
      <div ref={host} className="cfb-code-editor" />
    </BuilderDialog>
  );
}
