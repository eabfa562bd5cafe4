import { Extension } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';

/**
 * The placeholder of an empty editor: the empty first paragraph gets `is-empty` and
 * `data-placeholder`, which the stylesheet shows with `::before` (the placeholder extension is
 * not installed, and this is all of it the editor needs).
 */
export const PlaceholderText = Extension.create<{ text: string }>({
  name: 'placeholderText',
  addOptions: () => ({ text: '' }),
  addProseMirrorPlugins() {
    const { text } = this.options;
    return [
      new Plugin({
        key: new PluginKey('placeholderText'),
        props: {
          decorations: ({ doc }) => {
            const first = doc.firstChild;
            if (doc.childCount !== 1 || !first?.isTextblock || first.content.size > 0) return null;
            return DecorationSet.create(doc, [
              Decoration.node(0, first.nodeSize, { class: 'is-empty', 'data-placeholder': text }),
            ]);
          },
        },
      }),
    ];
  },
});
