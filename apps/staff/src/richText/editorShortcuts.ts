import { Extension } from '@tiptap/core';

export interface EditorShortcutsOptions {
  openLink: () => void;
  focusToolbar: () => void;
}

/** Ctrl/Cmd+K opens the link form; Alt+F10 moves to the toolbar (the usual rich-editor keys). */
export const EditorShortcuts = Extension.create<EditorShortcutsOptions>({
  name: 'editorShortcuts',
  addOptions: () => ({ openLink: () => undefined, focusToolbar: () => undefined }),
  addKeyboardShortcuts() {
    return {
      'Mod-k': () => {
        this.options.openLink();
        return true;
      },
      'Alt-F10': () => {
        this.options.focusToolbar();
        return true;
      },
    };
  },
});
