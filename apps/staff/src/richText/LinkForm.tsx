import type { Editor } from '@tiptap/react';
import { useEffect, useId, useRef, useState } from 'react';
import { linkAddress } from './linkAddress';
import { richTextTexts as texts } from './richTextTexts';

/**
 * The link address of the selection: Apply links the selected text (or inserts the address when
 * nothing is selected), Remove link unlinks it, Escape or Cancel go back to the text.
 */
export function LinkForm({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const current = editor.getAttributes('link').href;
  const [typed, setTyped] = useState(typeof current === 'string' ? current : '');
  const [invalid, setInvalid] = useState(false);
  useEffect(() => input.current?.focus(), []);
  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const apply = () => {
    const href = linkAddress(typed);
    if (!href) {
      setInvalid(true);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain
        .insertContent({ type: 'text', text: typed.trim(), marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      chain.setLink({ href }).run();
    }
    onClose();
  };
  return (
    <fieldset
      className="rte-link-form"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          close();
        }
      }}
    >
      <legend className="rte-visually-hidden">{texts.link}</legend>
      <label htmlFor={inputId} className="rte-link-label">
        {texts.linkAddress}
      </label>
      <input
        ref={input}
        id={inputId}
        className="cf-input"
        type="text"
        inputMode="url"
        value={typed}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => {
          setTyped(event.target.value);
          setInvalid(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
      />
      <button type="button" className="rte-text-button" onClick={apply}>
        {texts.applyLink}
      </button>
      {editor.isActive('link') && (
        <button
          type="button"
          className="rte-text-button"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onClose();
          }}
        >
          {texts.removeLink}
        </button>
      )}
      <button type="button" className="rte-text-button" onClick={close}>
        {texts.cancel}
      </button>
      {invalid && (
        <p id={errorId} className="rte-error" role="alert">
          {texts.invalidLink}
        </p>
      )}
    </fieldset>
  );
}
