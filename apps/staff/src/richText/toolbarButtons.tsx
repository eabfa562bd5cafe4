import type { Editor } from '@tiptap/react';
import type { ReactNode } from 'react';
import { HEADING_LEVELS } from './richTextExtensions';
import { richTextTexts as texts } from './richTextTexts';

/** One toggle of the toolbar: its name, icon, shortcut (aria-keyshortcuts) and command. */
export interface ToolbarToggle {
  key: string;
  label: string;
  icon: ReactNode;
  shortcut: string;
  isActive: (editor: Editor) => boolean;
  toggle: (editor: Editor) => void;
}

const svg = (path: string) => (
  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
    <path d={path} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
  </svg>
);

export const toolbarToggles: readonly ToolbarToggle[] = [
  {
    key: 'bold',
    label: texts.bold,
    icon: <strong aria-hidden="true">B</strong>,
    shortcut: 'Control+B',
    isActive: (editor) => editor.isActive('bold'),
    toggle: (editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    key: 'italic',
    label: texts.italic,
    icon: <em aria-hidden="true">I</em>,
    shortcut: 'Control+I',
    isActive: (editor) => editor.isActive('italic'),
    toggle: (editor) => editor.chain().focus().toggleItalic().run(),
  },
  {
    key: 'underline',
    label: texts.underline,
    icon: <u aria-hidden="true">U</u>,
    shortcut: 'Control+U',
    isActive: (editor) => editor.isActive('underline'),
    toggle: (editor) => editor.chain().focus().toggleUnderline().run(),
  },
  ...HEADING_LEVELS.map(
    (level): ToolbarToggle => ({
      key: `heading${level}`,
      label: texts.heading(level),
      icon: <span aria-hidden="true">{`H${level}`}</span>,
      shortcut: `Control+Alt+${level}`,
      isActive: (editor) => editor.isActive('heading', { level }),
      toggle: (editor) => editor.chain().focus().toggleHeading({ level }).run(),
    }),
  ),
  {
    key: 'bulletList',
    label: texts.bulletList,
    icon: svg('M2 4h.5M2 8h.5M2 12h.5M6 4h8M6 8h8M6 12h8'),
    shortcut: 'Control+Shift+8',
    isActive: (editor) => editor.isActive('bulletList'),
    toggle: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'orderedList',
    label: texts.orderedList,
    icon: svg('M2 2.5h1v3M2 9.5h1.5L2 12h1.5M6 4h8M6 8h8M6 12h8'),
    shortcut: 'Control+Shift+7',
    isActive: (editor) => editor.isActive('orderedList'),
    toggle: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
];

export const linkIcon = svg(
  'M7 9l2-2M6 7.5L4.5 9a2 2 0 0 0 2.8 2.8L8.8 10.3M10 8.5L11.5 7a2 2 0 0 0-2.8-2.8L7.2 5.7',
);
