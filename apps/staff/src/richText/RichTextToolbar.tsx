import { type Editor, useEditorState } from '@tiptap/react';
import { type KeyboardEvent, type Ref, useState } from 'react';
import { richTextTexts as texts } from './richTextTexts';
import { linkIcon, toolbarToggles } from './toolbarButtons';

export interface RichTextToolbarProps {
  editor: Editor;
  label: string;
  controls: string;
  linkOpen: boolean;
  onLink: () => void;
  disabled?: boolean;
  toolbarRef: Ref<HTMLDivElement>;
}

const LINK_INDEX = toolbarToggles.length;

/**
 * The formatting toolbar (WAI-ARIA toolbar: one Tab stop, arrows, Home and End move between the
 * buttons, Escape goes back to the text). Toggles say their state with aria-pressed.
 */
export function RichTextToolbar({
  editor,
  label,
  controls,
  linkOpen,
  onLink,
  disabled,
  toolbarRef,
}: RichTextToolbarProps) {
  const [current, setCurrent] = useState(0);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => toolbarToggles.map((toggle) => toggle.isActive(e)),
  });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const count = LINK_INDEX + 1;
    const moves: Record<string, number> = {
      ArrowRight: (current + 1) % count,
      ArrowLeft: (current - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setCurrent(next);
      event.currentTarget.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      editor.commands.focus();
    }
  };
  return (
    <div
      ref={toolbarRef}
      className="rte-toolbar"
      role="toolbar"
      aria-label={texts.toolbar(label)}
      aria-controls={controls}
      onKeyDown={onKeyDown}
    >
      {toolbarToggles.map((toggle, index) => (
        <button
          key={toggle.key}
          type="button"
          className="rte-button"
          aria-label={toggle.label}
          title={`${toggle.label} (${toggle.shortcut.replace('Control', 'Ctrl')})`}
          aria-keyshortcuts={toggle.shortcut}
          aria-pressed={active?.[index] ?? false}
          tabIndex={current === index ? 0 : -1}
          disabled={disabled}
          onFocus={() => setCurrent(index)}
          onClick={() => toggle.toggle(editor)}
        >
          {toggle.icon}
        </button>
      ))}
      <button
        type="button"
        className="rte-button"
        aria-label={texts.link}
        title={`${texts.link} (Ctrl+K)`}
        aria-keyshortcuts="Control+K"
        aria-expanded={linkOpen}
        tabIndex={current === LINK_INDEX ? 0 : -1}
        disabled={disabled}
        onFocus={() => setCurrent(LINK_INDEX)}
        onClick={onLink}
      >
        {linkIcon}
      </button>
    </div>
  );
}
